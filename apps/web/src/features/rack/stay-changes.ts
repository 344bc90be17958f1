import {
  type Booking,
  type BookingUpdateBody,
  instantAt,
  type Rack,
  type RackStay,
} from "@concierge/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { bookingQuery, useUpdateBooking } from "../bookings";
import { clockIn } from "./rack-nights";

/** Where a stay is going: its room and its departure. */
export type StayPlace = Pick<RackStay, "SuiteCode" | "CheckoutDate">;

/** The update body: the booking as stored, in its new place (CONTRACT: PUT moves or stretches). */
const movedBooking = (booking: Booking, place: StayPlace): BookingUpdateBody => ({
  Id: booking.Id,
  CheckoutDate: place.CheckoutDate,
  FirstName: booking.FirstName,
  LastName: booking.LastName,
  OtherName: booking.OtherName,
  Title: booking.Title,
  Phone: booking.Phone,
  Email: booking.Email,
  GuestId: booking.GuestId,
  GuestIdUrl: booking.GuestIdUrl,
  BranchId: booking.BranchId,
  SuiteCode: place.SuiteCode,
  DomainId: booking.DomainId,
  GuestIdType: booking.GuestIdType,
  AdditionalGuests: booking.AdditionalGuests,
});

/**
 * Moves a stay to another room or another departure: the bar shows its new place at once, the
 * booking is sent back whole with the change, and the bar keeps that place until the refetched rack
 * has it; a refusal puts it back and rejects with the server's words.
 */
export function useStayChanges(domainId: string) {
  const queryClient = useQueryClient();
  const update = useUpdateBooking();
  const [moving, setMoving] = useState<ReadonlyMap<string, StayPlace>>(new Map());
  const settle = (bookingId: string) =>
    setMoving((current) => {
      const next = new Map(current);
      next.delete(bookingId);
      return next;
    });

  const change = async (stay: RackStay, place: StayPlace) => {
    setMoving((current) => new Map(current).set(stay.BookingId, place));
    try {
      // The whole booking as it is now, not as it was cached: the update writes every field.
      const booking = await queryClient.fetchQuery({
        ...bookingQuery(domainId, stay.BookingId),
        staleTime: 0,
      });
      // The write refetches the rack before it resolves: the bar never jumps back meanwhile.
      return await update.mutateAsync(movedBooking(booking, place));
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
