import {
  AccessRefusal,
  BOOKING_TRANSITIONS,
  BookingRefusal,
  type BookingStatus,
  type CheckoutBody,
  guestOfRow,
  hasPermission,
  missingRegistration,
  Permission,
  type StatusAction,
  statusAllows,
} from "@concierge/contract";
import { eq, inArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.js";
import { bookings, branches, suiteCodes } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { dateOf, dayOf } from "../../lib/nights.js";
import { domainOf, inDomain, rowId } from "../../lib/tenancy.js";
import { settleDeparture } from "./departure.js";
import { findBooking, holdingRoom, stored } from "./holding.js";
import { priceStay } from "./nights.js";
import { type BookingRow, presentBooking } from "./present.js";
import type { RoomKey } from "./rooms.js";

/**
 * The reservation of `bookingId` whose arrival day has begun in its branch's time zone, for
 * `action`: a booking of a status it does not allow, or a reservation arriving later, is refused (409).
 */
async function arrivedReservation(
  db: Db,
  actor: Actor,
  domainId: string,
  bookingId: string,
  action: "checkIn" | "noShow",
) {
  const domain = await domainOf(db, actor, domainId);
  const id = rowId(bookingId, BookingRefusal.notFound);
  const zone = branches.timeZone;
  const [booking] = await db
    .select({
      status: bookings.status,
      begun: sql<boolean>`${dateOf(sql`now()`, zone)} >= ${dateOf(bookings.checkinDate, zone)}`,
      day: dayOf(bookings.checkinDate, zone),
    })
    .from(bookings)
    .innerJoin(branches, inDomain(branches, bookings.domainId, eq(branches.id, bookings.branchId)))
    .where(inDomain(bookings, domain, eq(bookings.id, id)));
  if (!booking) throw refuse(BookingRefusal.notFound);
  if (!statusAllows(action, booking.status)) throw refuse(BookingRefusal.notReserved(booking.status));
  if (!booking.begun) throw refuse(BookingRefusal.notYetArrived(booking.day));
  return { domain, id };
}

/**
 * Takes `action` (its statuses from and to, the contract's table), with the `change` it makes
 * besides: a booking another request changed meanwhile is refused with `refusal` of the status it
 * has now.
 */
async function changeStatus(
  db: Db,
  domainId: string,
  bookingId: string,
  action: StatusAction,
  change: Omit<PgUpdateSetSource<typeof bookings>, "status">,
  refusal: (status: BookingStatus) => Parameters<typeof refuse>[0],
  /**
   * More of the same write, given the changed row with its nights fitted to the stay: it may still
   * refuse, undoing the change.
   */
  alongside?: (tx: Tx, room: RoomKey, row: BookingRow) => Promise<unknown>,
) {
  const { from, to } = BOOKING_TRANSITIONS[action];
  const current = await findBooking(db, domainId, bookingId);
  if (!statusAllows(action, current.status)) throw refuse(refusal(current.status));
  const room = { branchId: current.branchId, code: current.suiteCode };
  const row = await holdingRoom(db, domainId, room, current.checkinDate, current.checkoutDate, async (tx) => {
    const changed = await tx
      .update(bookings)
      .set({ ...change, status: to })
      .where(inDomain(bookings, domainId, eq(bookings.id, current.id), inArray(bookings.status, [...from])))
      .returning(stored);
    const [row] = changed;
    if (!row) return undefined;
    // A check-out before the departure planned drops the nights not stayed.
    const priced = await priceStay(tx, row);
    if (alongside) await alongside(tx, room, priced);
    return priced;
  });
  if (!row) throw refuse(refusal((await findBooking(db, domainId, bookingId)).status));
  return row;
}

/** The guest of a reservation arrives: in house from now, not before the arrival day (branch zone). */
export async function checkIn(db: Db, actor: Actor, domainId: string, bookingId: string) {
  const { domain, id } = await arrivedReservation(db, actor, domainId, bookingId, "checkIn");
  // Earlier in the arrival day than planned: the stay starts now.
  const checkinDate = sql`least(now(), ${bookings.checkinDate})`;
  // Checked on the row the update returns, in its transaction: an edit blanking a field cannot slip in.
  const registered = async (_tx: Tx, _room: RoomKey, row: BookingRow) => {
    const lacking = missingRegistration(guestOfRow(row));
    if (lacking.length) throw refuse(BookingRefusal.registrationIncomplete(lacking));
  };
  return changeStatus(db, domain, id, "checkIn", { checkinDate }, BookingRefusal.notReserved, registered);
}

/** The guest of a reservation did not come: its room is free again, from its arrival day on. */
export async function markNoShow(db: Db, actor: Actor, domainId: string, bookingId: string) {
  const { domain, id } = await arrivedReservation(db, actor, domainId, bookingId, "noShow");
  return changeStatus(db, domain, id, "noShow", {}, BookingRefusal.notReserved);
}

/**
 * The night audit marks a reservation no-show: the close checked the domain and that its arrival
 * day is being closed. Answers the booking before and after, for the audit trail.
 */
export async function markNoShowAtClose(db: Db, domainId: string, bookingId: string) {
  const before = presentBooking(await findBooking(db, domainId, bookingId));
  const after = presentBooking(
    await changeStatus(db, domainId, bookingId, "noShow", {}, BookingRefusal.notReserved),
  );
  return { before, after };
}

/**
 * Cancels a reservation or a stay: the booking stays, 'cancelled', and its room is free again.
 * Answers the cancelled row, and whether it was a reservation (its guest is told by mail).
 */
export async function cancelBooking(db: Db, actor: Actor, domainId: string, bookingId: string) {
  const domain = await domainOf(db, actor, domainId);
  const id = rowId(bookingId, BookingRefusal.notFound);
  const wasReserved = (await findBooking(db, domain, id)).status === "reserved";
  const cancelled = await changeStatus(db, domain, id, "cancel", {}, BookingRefusal.notCancellable);
  return { cancelled, wasReserved };
}

/**
 * Checks the guest out now: the stay ends now, so the room is free from now on. The booking's
 * folios must balance (`settleDeparture`), unless `Force` says otherwise with its reason.
 */
export async function checkOut(
  db: Db,
  actor: Actor,
  domainId: string,
  bookingId: string,
  body: CheckoutBody | null | undefined,
) {
  const force = body?.Force === true;
  if (force && !hasPermission(actor.permissions, Permission.CHECKOUT_WITH_BALANCE)) {
    throw refuse(AccessRefusal.forbidden);
  }
  const domain = await domainOf(db, actor, domainId);
  const id = rowId(bookingId, BookingRefusal.notFound);
  const checkedOutDate = sql`greatest(now(), ${bookings.checkinDate})`;
  return changeStatus(
    db,
    domain,
    id,
    "checkOut",
    { checkedOutDate },
    (status) => (status === "checked-out" ? BookingRefusal.checkedOut : BookingRefusal.notInHouse(status)),
    async (tx, room) => {
      // The room the guest leaves needs cleaning, in the same transaction as the check-out.
      await tx
        .update(suiteCodes)
        .set({ housekeeping: "dirty" })
        .where(
          inDomain(
            suiteCodes,
            domain,
            eq(suiteCodes.branchId, room.branchId),
            eq(suiteCodes.code, room.code),
          ),
        );
      await settleDeparture(tx, actor, domain, id, force);
    },
  );
}
