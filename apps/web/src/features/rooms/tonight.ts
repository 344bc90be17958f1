import { addDays, instantAt, type Rack, type RackStay, type Room } from "@concierge/contract";

/** What holds a room tonight: a guest's stay, a block out of order, or nothing. */
export type Tonight = { stay: RackStay } | { outOfOrder: string } | "free";

/**
 * What holds each room of a one-night rack tonight. CONTRACT: a night is held by a stay that holds
 * its midnight (the one ending the rack's first day) in the branch's zone; a block holds the nights
 * from its `From` up to its `To`. A guest in house holds the room until checked out, even past the
 * planned departure; a no-show or a checked-out stay holds nothing more.
 */
export function tonightOf(rack: Rack): (room: Room) => Tonight {
  const midnight = instantAt(addDays(rack.From, 1), "00:00", rack.TimeZone).getTime();
  const held = (stay: RackStay) =>
    stay.Status === "in-house" ||
    (stay.Status === "reserved" &&
      Date.parse(stay.CheckinDate) < midnight &&
      Date.parse(stay.CheckoutDate) > midnight);
  return (room) => {
    const stay = rack.Stays.find((candidate) => candidate.SuiteCode === room.Code && held(candidate));
    if (stay) return { stay };
    const block = rack.Blocks.find(
      (candidate) =>
        candidate.SuiteCode === room.Code && candidate.From <= rack.From && rack.From < candidate.To,
    );
    return block ? { outOfOrder: block.Reason } : "free";
  };
}

/** The rooms nobody holds tonight, in the rack's order. */
export function freeTonight(rack: Rack): Room[] {
  const tonight = tonightOf(rack);
  return rack.Rooms.filter((room) => tonight(room) === "free");
}
