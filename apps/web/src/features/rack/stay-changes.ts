import { type BookingMoveBody, instantAt, type Rack, type RackStay } from "@concierge/contract";
import { useState } from "react";
import { useMoveBooking } from "../bookings";
import { clockIn } from "./rack-nights";

/** Where a stay is going: its room and its departure. */
export type StayPlace = Pick<RackStay, "SuiteCode" | "CheckoutDate">;

/** The move call's body: only what differs from where the stay is, so a colleague's edit stays. */
export const moveOf = (stay: StayPlace, place: StayPlace, keepRate: boolean): BookingMoveBody => ({
  ...(place.SuiteCode === stay.SuiteCode ? {} : { SuiteCode: place.SuiteCode, KeepRate: keepRate }),
  ...(place.CheckoutDate === stay.CheckoutDate ? {} : { CheckoutDate: place.CheckoutDate }),
});

/**
 * Moves a stay to another room or another departure with the move call: the bar shows its new place
 * at once and keeps it until the refetched rack has it; a refusal puts it back and rejects with the
 * server's words.
 */
export function useStayChanges(domainId: string) {
  const move = useMoveBooking();
  const [moving, setMoving] = useState<ReadonlyMap<string, StayPlace>>(new Map());
  const settle = (bookingId: string) =>
    setMoving((current) => {
      const next = new Map(current);
      next.delete(bookingId);
      return next;
    });

  const change = async (stay: RackStay, place: StayPlace, keepRate = false) => {
    setMoving((current) => new Map(current).set(stay.BookingId, place));
    try {
      // The write refetches the rack before it resolves: the bar never jumps back meanwhile.
      return await move.mutateAsync({
        booking: { DomainId: domainId, Id: stay.BookingId },
        move: moveOf(stay, place, keepRate),
        // Moved as seen: a colleague's change meanwhile refuses it (412) rather than being undone.
        ifMatch: stay.Version,
      });
    } finally {
      settle(stay.BookingId);
    }
  };

  return { change, moving };
}

/** The rack with the stays on their way shown at their new place. */
export const withMoving = (rack: Rack, moving: ReadonlyMap<string, StayPlace>): Rack =>
  moving.size === 0
    ? rack
    : {
        ...rack,
        Stays: rack.Stays.map((stay) => {
          const place = moving.get(stay.BookingId);
          return place ? { ...stay, ...place } : stay;
        }),
      };

/** The place of a stay moved to room `code`, its nights unchanged. */
export const inRoom = (stay: RackStay, code: string): StayPlace => ({
  SuiteCode: code,
  CheckoutDate: stay.CheckoutDate,
});

/** The place of a stay leaving on `day` at the wall-clock time it was to leave, in the branch's zone. */
export const leavingOn = (stay: RackStay, day: string, timeZone: string): StayPlace => ({
  SuiteCode: stay.SuiteCode,
  CheckoutDate: instantAt(day, clockIn(stay.CheckoutDate, timeZone), timeZone).toISOString(),
});
