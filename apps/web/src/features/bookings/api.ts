import {
  type Booking,
  type BookingCreateBody,
  type BookingMoveBody,
  type BookingUpdateBody,
  calls,
  type OffersQuery,
  type ReservationBody,
} from "@concierge/contract";
import { keepPreviousData, type QueryKey, queryOptions, useQuery } from "@tanstack/react-query";
import { heldRequest, useUndoable } from "../../lib/held-calls";
import { downloadCsv, send } from "../../lib/http";
import { type ListFilters, type ListView, listQueryOf } from "../../lib/list-view";
import { useWrite } from "../../lib/use-write";
import type { VersionedSave } from "../crossed-edits";
import { folioKeys } from "../folios";

export const bookingKeys = {
  all: ["bookings"] as const,
  one: (domainId: string, bookingId: string) => [...bookingKeys.all, "one", domainId, bookingId] as const,
  lists: () => [...bookingKeys.all, "list"] as const,
  list: (domainId: string, branchId: string, view: BookingListView) =>
    [...bookingKeys.lists(), domainId, branchId, view] as const,
  plans: (domainId: string, branchId: string) => [...bookingKeys.all, "plans", domainId, branchId] as const,
  offers: (domainId: string, branchId: string, stay: OffersQuery) =>
    [...bookingKeys.all, "offers", domainId, branchId, stay] as const,
};

/**
 * What a stay could be sold at in a branch: every active plan and category, free rooms, total,
 * nights and refusals; asked once the stay has both days (`stay` undefined: not yet). Under the
 * bookings' key: a booking's write changes what is free.
 */
export const offersQuery = (domainId: string, branchId: string, stay: OffersQuery | undefined) =>
  queryOptions({
    queryKey: bookingKeys.offers(domainId, branchId, stay ?? { arrival: "", departure: "" }),
    queryFn: ({ signal }) =>
      send(
        calls.offers.offers,
        { params: { domainId, branchId }, query: stay ?? { arrival: "", departure: "" } },
        signal,
      ),
    enabled: domainId !== "" && branchId !== "" && stay !== undefined,
    placeholderData: keepPreviousData,
  });

/**
 * A branch's rate plans, archived ones too: a booking keeps the plan it was sold at. Asked here
 * rather than through the rates screen's own query, which would bring that screen's code along.
 */
export const ratePlansQuery = (domainId: string, branchId: string) =>
  queryOptions({
    queryKey: bookingKeys.plans(domainId, branchId),
    queryFn: ({ signal }) => send(calls.rates.plans, { params: { domainId, branchId } }, signal),
    enabled: domainId !== "" && branchId !== "",
    staleTime: 60_000,
  });

export const useOffers = (domainId: string, branchId: string, stay: OffersQuery | undefined) =>
  useQuery(offersQuery(domainId, branchId, stay));

/** The list's view; its filter `inHouse=true` keeps the guests who have not checked out. */
export type BookingListView = ListView<ListFilters<typeof calls.bookings.list>>;

const listInput = (domainId: string, branchId: string, view: BookingListView) => ({
  params: { domainId, branchId, page: view.page, pageSize: view.size },
  query: listQueryOf(view),
});

/** A branch's bookings in `view`, newest check-in first unless it sorts otherwise. */
export const bookingsQuery = (domainId: string, branchId: string, view: BookingListView) =>
  queryOptions({
    queryKey: bookingKeys.list(domainId, branchId, view),
    queryFn: ({ signal }) => send(calls.bookings.list, listInput(domainId, branchId, view), signal),
    enabled: domainId !== "" && branchId !== "",
    // The view on screen stays while the next one loads, and with it the Count the pager needs.
    placeholderData: keepPreviousData,
  });

export function useBookings(domainId: string, branchId: string, view: BookingListView) {
  return useQuery(bookingsQuery(domainId, branchId, view));
}

/** Every booking of the view, all pages, as a CSV file. */
export const exportBookings = (domainId: string, branchId: string, view: BookingListView) =>
  downloadCsv(calls.bookings.list, listInput(domainId, branchId, view));

/** The views beyond the bookings' own that show bookings: the rack, today's lists, the day's close. */
// A check-out charges the nights it catches up: the folios are a view of the booking too.
const otherBookingViews: QueryKey[] = [["rooms"], ["dashboard"], ["business-day"], folioKeys.all];

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
const sendUpdate = (body: BookingUpdateBody, ifMatch?: number) => {
  const sent = { ...body, CheckedIn: true, CheckedOut: false };
  return send(calls.bookings.update, { body: sent, ifMatch });
};

/** An edit of the booking as the desk saw it (`ifMatch`: its Version): refused if it changed since. */
export const useUpdateBooking = () =>
  useBookingWrite(({ body, ifMatch }: VersionedSave<BookingUpdateBody>) => sendUpdate(body, ifMatch));

/**
 * A reservation's missing registration saved, then (unless a dirty room must be confirmed first)
 * its check-in: one write for the dialog, so that the lists refresh once, after both.
 */
export const useRegisterAndCheckIn = () =>
  useBookingWrite(async ({ body, checkIn }: { body: BookingUpdateBody; checkIn: boolean }) => {
    const booking = await sendUpdate(body);
    if (checkIn) await send(calls.bookings.checkIn, rowOf(booking));
  });

/** A stay to another room and/or departure: only what `move` names changes (CONTRACT, "move"). */
export const useMoveBooking = () =>
  useBookingWrite(
    ({ booking, move, ifMatch }: { booking: BookingRow; move: BookingMoveBody; ifMatch?: number }) =>
      send(calls.bookings.move, { ...rowOf(booking), body: move, ifMatch }),
  );

/** A booking for a later arrival (CheckinDate): 'reserved' until checked in. */
export const useReserve = () =>
  useBookingWrite((body: ReservationBody, key) => send(calls.bookings.reserve, { body }, undefined, key));

export const useCheckIn = <Row extends BookingRow = Booking>() =>
  useBookingWrite((booking: Row) => send(calls.bookings.checkIn, rowOf(booking)));

export const useNoShow = <Row extends BookingRow = Booking>() =>
  useBookingWrite((booking: Row) => send(calls.bookings.noShow, rowOf(booking)));

export const useCheckOut = <Row extends BookingRow = Booking>() =>
  useBookingWrite((booking: Row) => send(calls.bookings.checkOut, rowOf(booking)));

/** A check-out that leaves a balance due, with its reason (CHECKOUT_WITH_BALANCE; CONTRACT). */
export const useCheckOutOwing = () =>
  useBookingWrite(({ booking, reason }: { booking: BookingRow; reason: string }) =>
    send(calls.bookings.checkOut, { ...rowOf(booking), body: { Force: true, Reason: reason } }),
  );

/** Held for Undo (see `held-calls`): the booking leaves the lists, the rack and today's at once. */
export const useCancelBooking = <Row extends BookingRow = Booking>() =>
  useUndoable(
    (booking: Row) => heldRequest(booking.Id, calls.bookings.cancel, rowOf(booking)),
    [bookingKeys.all, ...otherBookingViews],
  );
