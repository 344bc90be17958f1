import { z } from "zod";
import {
  booking,
  bookingCreateBody,
  bookingMoveBody,
  bookingPage,
  bookingUpdateBody,
  reservationBody,
} from "./booking-bodies.js";
import { BOOKING_STATUSES, BOOKING_TRANSITIONS as may } from "./booking-statuses.js";
import { declareCalls, removal, VERSIONED_REFUSALS } from "./call.js";
import { checkoutBody } from "./folios.js";
import { choicesParam, dayParam, searchParam, sortParam, textParam } from "./lists.js";
import { branchPageParams, domainRowParams } from "./paging.js";
import { Permission } from "./permissions.js";

/** The fields a bookings list may be sorted by (CONTRACT, "Lists: search, sort, filter, export"). */
export const BOOKING_SORTS = [
  "FirstName",
  "LastName",
  "SuiteCode",
  "Email",
  "Phone",
  "CheckinDate",
  "CheckoutDate",
  "BookedDate",
  "CheckedOutDate",
  "Status",
  "Rate",
] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];

/**
 * `?inHouse=true` lists only guests who have not checked out; `q` finds guests by name, phone,
 * email, id or room; `status` (cancelled ones only when asked), `from`/`to` (stays overlapping those
 * days in the branch's zone) and `category` filter; `sort` orders.
 */
export const bookingListQuery = z.object({
  inHouse: z.enum(["true", "false"], { error: "inHouse must be true or false" }).optional(),
  q: searchParam,
  sort: sortParam(BOOKING_SORTS),
  status: choicesParam("status", BOOKING_STATUSES),
  from: dayParam("from"),
  to: dayParam("to"),
  category: textParam("category"),
});
export type BookingListQuery = z.input<typeof bookingListQuery>;

const bookingPath = "/api/v1/domains/branches/bookings";
const reservationPath = "/api/v1/domains/branches/reservations";
const manage = [Permission.MANAGE_BOOKINGS];
const bookingParams = domainRowParams("bookingId");

export const bookingCalls = declareCalls("bookings", {
  list: {
    method: "GET",
    path: `${bookingPath}/:domainId/:branchId/:page/:pageSize`,
    params: branchPageParams,
    query: bookingListQuery,
    answer: bookingPage,
  },
  /** A walk-in: the guest is checked in now. */
  create: {
    method: "POST",
    path: bookingPath,
    body: bookingCreateBody,
    status: 201,
    idempotent: true,
    answer: booking,
    permissions: manage,
    audit: { entity: "booking" },
  },
  /** A booking for a later arrival: it holds its room from then, 'reserved' until checked in. */
  reserve: {
    method: "POST",
    path: reservationPath,
    body: reservationBody,
    status: 201,
    idempotent: true,
    answer: booking,
    permissions: manage,
    audit: { entity: "booking" },
  },
  /** One booking, whatever its status. */
  get: { method: "GET", path: `${bookingPath}/:domainId/:bookingId`, params: bookingParams, answer: booking },
  update: {
    method: "PUT",
    path: bookingPath,
    body: bookingUpdateBody,
    answer: booking,
    refusals: VERSIONED_REFUSALS,
    permissions: manage,
    audit: { entity: "booking" },
  },
  /** Moves a reserved or in-house stay to another room and/or departure; only what it names changes. */
  move: {
    method: "POST",
    path: `${bookingPath}/:domainId/:bookingId/move`,
    params: bookingParams,
    body: bookingMoveBody,
    answer: booking,
    refusals: VERSIONED_REFUSALS,
    permissions: [may.move.permission],
    audit: { entity: "booking", action: "update" },
  },
  checkIn: {
    method: "POST",
    path: `${bookingPath}/:domainId/:bookingId/checkin`,
    params: bookingParams,
    answer: booking,
    refusals: VERSIONED_REFUSALS,
    permissions: [may.checkIn.permission],
    audit: { entity: "booking", action: "checkin" },
  },
  noShow: {
    method: "POST",
    path: `${bookingPath}/:domainId/:bookingId/noshow`,
    params: bookingParams,
    answer: booking,
    refusals: VERSIONED_REFUSALS,
    permissions: [may.noShow.permission],
    audit: { entity: "booking", action: "noshow" },
  },
  checkOut: {
    method: "POST",
    path: `${bookingPath}/:domainId/:bookingId/checkout`,
    params: bookingParams,
    /** None; or `Force` with a `Reason` to check out owing (CHECKOUT_WITH_BALANCE, CONTRACT). */
    body: checkoutBody.nullish(),
    answer: booking,
    refusals: VERSIONED_REFUSALS,
    permissions: [may.checkOut.permission],
    audit: { entity: "booking", action: "checkout" },
  },
  /** Cancels a booking: it stays, 'cancelled', and its room is free again. */
  cancel: {
    ...removal(bookingPath, "bookingId", [may.cancel.permission]),
    refusals: VERSIONED_REFUSALS,
    audit: { entity: "booking", action: "cancel" },
  },
});
