import type { Room } from "@concierge/contract";
import type { Tonight } from "../rooms";

/** Whether a guest not yet checked in is due in the room tonight: it must be ready first. */
export const arrivesTonight = (tonight: Tonight) =>
  typeof tonight === "object" && "stay" in tonight && tonight.stay.Status === "reserved";

/** The rooms with an arrival tonight first, each part in the order given (the rack's). */
export function arrivalsFirst(rooms: readonly Room[], tonight: (room: Room) => Tonight): Room[] {
  const arriving = (room: Room) => (arrivesTonight(tonight(room)) ? 0 : 1);
  return [...rooms].sort((a, b) => arriving(a) - arriving(b));
}
