import {
  type Booking,
  type BookingCreateBody,
  type BookingUpdateBody,
  calls,
  PAGE_SIZE,
  type ReservationBody,
} from "@concierge/contract";

import { keepPreviousData, type QueryKey, queryOptions, useQuery } from "@tanstack/react-query";
import { heldRequest, useUndoable } from "../../lib/held-calls";
import { send } from "../../lib/http";
import { useWrite } from "../../lib/use-write";

export const bookingKeys = {
  all: ["bookings"] as const,
  one: (domainId: string, bookingId: string) => [...bookingKeys.all, "one", domainId, bookingId] as const,
  lists: () => [...bookingKeys.all, "list"] as const,
  list: (domainId: string, branchId: string, page: number, inHouse: boolean) =>
    [...bookingKeys.lists(), domainId, branchId, page, inHouse] as const,
};

/** A branch's bookings, newest check-in first; `inHouse` keeps the guests who have not checked out. */
export const bookingsQuery = (domainId: string, branchId: string, page: number, inHouse: boolean) =>
  queryOptions({
    queryKey: bookingKeys.list(domainId, branchId, page, inHouse),
    queryFn: ({ signal }) =>
      send(
        calls.bookings.list,
        {
          params: { domainId, branchId, page, pageSize: PAGE_SIZE },
          query: { inHouse: inHouse ? "true" : undefined },
        },
        signal,
      ),
    enabled: domainId !== "" && branchId !== "",
    // The page on screen stays while the next one loads, and with it the Count the pager needs.
    placeholderData: keepPreviousData,
  });

export function useBookings(domainId: string, branchId: string, page: number, inHouse: boolean) {
  return useQuery(bookingsQuery(domainId, branchId, page, inHouse));
}

/** The views beyond the bookings' own that show bookings: the rack and today's lists. */
const otherBookingViews: QueryKey[] = [["rooms"], ["dashboard"]];

/** Every view of bookings refetches after a booking's write: lists, one booking, the rack, today. */
const useBookingWrite = <Input, Output>(write: (input: Input, idempotencyKey: string) => Promise<Output>) =>
  useWrite(write, bookingKeys.all, { alsoKeys: otherBookingViews });

/** One booking, whatever its status (the rack's stays carry only what the bars show). */
export const bookingQuery = (domainId: string, bookingId: string) =>
  queryOptions({
    queryKey: bookingKeys.one(domainId, bookingId),
    queryFn: ({ signal }) => send(calls.bookings.get, { params: { domainId, bookingId } }, signal),
    enabled: domainId !== "" && bookingId !== "",
  });

export const useBooking = (domainId: string, bookingId: string) =>
  useQuery(bookingQuery(domainId, bookingId));

/** What a status change needs of a booking: a rack's stay gives it as well as a list's row. */
export type BookingRow = Pick<Booking, "DomainId" | "Id">;

/** What a status dialog shows of a booking: a list's row and a rack's stay both give it. */
export type BookingSubject = BookingRow & Pick<Booking, "BranchId" | "SuiteCode"> & { Guest: string };

export const subjectOf = (booking: Booking): BookingSubject => ({
  ...booking,
  Guest: `${booking.FirstName} ${booking.LastName}`,
});

const rowOf = (booking: BookingRow) => ({ params: { domainId: booking.DomainId, bookingId: booking.Id } });

export const useAddBooking = () =>
  useBookingWrite((body: BookingCreateBody, key) => send(calls.bookings.create, { body }, undefined, key));

// SPEC section 4: an update also sends CheckedIn true and CheckedOut false, beyond the body's schema.
export const useUpdateBooking = () =>
  useBookingWrite((body: BookingUpdateBody) => {
    const sent = { ...body, CheckedIn: true, CheckedOut: false };
    return send(calls.bookings.update, { body: sent });
  });

/** A booking for a later arrival (CheckinDate): 'reserved' until checked in. */
export const useReserve = () =>
  useBookingWrite((body: ReservationBody, key) => send(calls.bookings.reserve, { body }, undefined, key));

export const useCheckIn = <Row extends BookingRow = Booking>() =>
  useBookingWrite((booking: Row) => send(calls.bookings.checkIn, rowOf(booking)));

export const useNoShow = <Row extends BookingRow = Booking>() =>
  useBookingWrite((booking: Row) => send(calls.bookings.noShow, rowOf(booking)));

export const useCheckOut = <Row extends BookingRow = Booking>() =>
  useBookingWrite((booking: Row) => send(calls.bookings.checkOut, rowOf(booking)));

/** Held for Undo (see `held-calls`): the booking leaves the lists, the rack and today's at once. */
export const useCancelBooking = <Row extends BookingRow = Booking>() =>
  useUndoable(
    (booking: Row) => heldRequest(booking.Id, calls.bookings.cancel, rowOf(booking)),
    [bookingKeys.all, ...otherBookingViews],
  );
