import {
  type Booking,
  type BookingCreateBody,
  type BookingUpdateBody,
  calls,
  PAGE_SIZE,
} from "@concierge/contract";

import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { send } from "../../lib/http";
import { useWrite } from "../../lib/use-write";

export const bookingKeys = {
  all: ["bookings"] as const,
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

const useBookingWrite = <Input, Output>(write: (input: Input) => Promise<Output>) =>
  useWrite(write, bookingKeys.lists());

const rowOf = (booking: Booking) => ({ params: { domainId: booking.DomainId, bookingId: booking.Id } });

export const useAddBooking = () =>
  useBookingWrite((body: BookingCreateBody) => send(calls.bookings.create, { body }));

// SPEC section 4: an update also sends CheckedIn true and CheckedOut false, beyond the body's schema.
export const useUpdateBooking = () =>
  useBookingWrite((body: BookingUpdateBody) => {
    const sent = { ...body, CheckedIn: true, CheckedOut: false };
    return send(calls.bookings.update, { body: sent });
  });

export const useCheckOut = () =>
  useBookingWrite((booking: Booking) => send(calls.bookings.checkOut, rowOf(booking)));

export const useCancelBooking = () =>
  useBookingWrite((booking: Booking) => send(calls.bookings.cancel, rowOf(booking)));
