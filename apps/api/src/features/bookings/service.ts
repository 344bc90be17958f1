import { BookingRefusal, type BookingStatus } from "@concierge/contract";
import { desc, eq, getTableColumns, inArray, ne, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { bookings, bookingTallies, branches } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { sqlState } from "../../lib/db-errors.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, inDomain, pageWindow, rowId } from "../../lib/tenancy.js";
import { branchOf } from "../branches/index.js";
import { type Room, roomOf, roomTaken } from "./rooms.js";

interface BookingInput {
  CheckoutDate: string;
  FirstName: string;
  LastName: string;
  OtherName: string;
  Title: string;
  Phone: string;
  Email: string;
  GuestId: string;
  GuestIdUrl: string;
  BranchId: string;
  SuiteCode: string;
  DomainId: string;
  GuestIdType: string;
  AdditionalGuests: string[];
}

// Every column but the generated `stay`, which only the database reads.
const { stay: _stay, ...stored } = getTableColumns(bookings);

export async function listBookings(
  db: Db,
  actor: Actor,
  at: { domainId: string; branchId: string; page: number; pageSize: number; inHouse: boolean },
) {
  const domainId = await domainOf(db, actor, at.domainId);
  const branchId = await branchOf(db, domainId, at.branchId);
  const where = inDomain(
    bookings,
    domainId,
    eq(bookings.branchId, branchId),
    at.inHouse ? eq(bookings.status, "in-house") : ne(bookings.status, "cancelled"),
  );
  const { limit, offset } = pageWindow(at.page, at.pageSize);
  const [rows, [tally]] = await Promise.all([
    db
      .select(stored)
      .from(bookings)
      .where(where)
      .orderBy(desc(bookings.checkinDate), desc(bookings.id))
      .limit(limit)
      .offset(offset),
    // The tally, not count(*): a branch's bookings grow by the hundred thousand.
    db
      .select({ count: at.inHouse ? bookingTallies.inHouse : bookingTallies.total })
      .from(bookingTallies)
      .where(inDomain(bookingTallies, domainId, eq(bookingTallies.branchId, branchId))),
  ]);
  return { rows, count: tally?.count ?? 0 };
}

const columns = (input: BookingInput, room: Room) => ({
  branchId: room.branchId,
  suiteCode: room.code,
  title: input.Title,
  firstName: input.FirstName,
  lastName: input.LastName,
  otherName: input.OtherName,
  phone: input.Phone,
  email: input.Email,
  additionalGuests: input.AdditionalGuests,
  guestId: input.GuestId,
  guestIdType: input.GuestIdType,
  guestIdUrl: input.GuestIdUrl,
  checkoutDate: new Date(input.CheckoutDate),
});

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Runs a write that holds `room` from `from` to `until`. The database refuses an overlapping stay
 * (exclusion constraint): that is the 409. Writers of one room queue on a transaction-scoped lock
 * first, because two inserts racing through an exclusion constraint wait on each other, and
 * PostgreSQL resolves that deadlock by failing one of them instead of refusing it with 23P01.
 */
async function holdingRoom<T>(
  db: Db,
  domainId: string,
  room: Room,
  from: Date,
  until: Date,
  write: (tx: Tx) => Promise<T>,
) {
  const key = `booking:${domainId}:${room.branchId}:${room.code}`;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      return write(tx);
    });
  } catch (error) {
    const state = sqlState(error);
    if (state === "23P01") throw await roomTaken(db, domainId, room, from, until);
    // The room's code left the branch between our check and the write.
    if (state === "23503") throw refuse(BookingRefusal.notARoom(room.code));
    throw error;
  }
}

export async function createBooking(db: Db, actor: Actor, input: BookingInput) {
  const domainId = await domainOf(db, actor, input.DomainId);
  const room = await roomOf(db, domainId, input.BranchId, input.SuiteCode);
  const now = new Date();
  const until = new Date(input.CheckoutDate);
  if (until <= now) throw refuse(BookingRefusal.checkoutAfterCheckin);
  return one(
    await holdingRoom(db, domainId, room, now, until, (tx) =>
      tx
        .insert(bookings)
        .values({
          domainId,
          ...columns(input, room),
          checkinDate: now,
          bookedDate: now,
          rate: room.rate,
          status: "in-house",
        })
        .returning(stored),
    ),
  );
}

// A planned arrival a little in the past is now: the form was filled a minute ago.
const ARRIVAL_GRACE_MS = 5 * 60_000;

/** A reservation: the room is held from the planned arrival, 'reserved' until the guest checks in. */
export async function reserveBooking(db: Db, actor: Actor, input: BookingInput & { CheckinDate: string }) {
  const domainId = await domainOf(db, actor, input.DomainId);
  const room = await roomOf(db, domainId, input.BranchId, input.SuiteCode);
  const now = new Date();
  const from = new Date(input.CheckinDate);
  if (from.getTime() < now.getTime() - ARRIVAL_GRACE_MS) throw refuse(BookingRefusal.checkinPast);
  const until = new Date(input.CheckoutDate);
  if (until <= from) throw refuse(BookingRefusal.checkoutAfterCheckin);
  return one(
    await holdingRoom(db, domainId, room, from, until, (tx) =>
      tx
        .insert(bookings)
        .values({
          domainId,
          ...columns(input, room),
          checkinDate: from,
          bookedDate: now,
          rate: room.rate,
          status: "reserved",
        })
        .returning(stored),
    ),
  );
}

async function findBooking(db: Db, domainId: string, bookingId: string) {
  const id = rowId(bookingId, BookingRefusal.notFound);
  const [row] = await db
    .select(stored)
    .from(bookings)
    .where(inDomain(bookings, domainId, eq(bookings.id, id)));
  if (!row) throw refuse(BookingRefusal.notFound);
  return row;
}

export async function updateBooking(db: Db, actor: Actor, input: BookingInput & { Id: string }) {
  const domainId = await domainOf(db, actor, input.DomainId);
  const current = await findBooking(db, domainId, input.Id);
  const room = await roomOf(db, domainId, input.BranchId, input.SuiteCode);
  const until = new Date(input.CheckoutDate);
  if (until <= current.checkinDate) throw refuse(BookingRefusal.checkoutAfterCheckin);
  const [row] = await holdingRoom(db, domainId, room, current.checkinDate, until, (tx) =>
    tx
      .update(bookings)
      .set(columns(input, room))
      .where(inDomain(bookings, domainId, eq(bookings.id, current.id)))
      .returning(stored),
  );
  if (!row) throw refuse(BookingRefusal.notFound);
  return row;
}

/** Whether the reservation's arrival day has begun in its branch's time zone, and which day that is. */
async function arrivalOf(db: Db, domainId: string, bookingId: string) {
  const zone = branches.timeZone;
  const [row] = await db
    .select({
      begun: sql<boolean>`(now() at time zone ${zone})::date >= (${bookings.checkinDate} at time zone ${zone})::date`,
      day: sql<string>`to_char(${bookings.checkinDate} at time zone ${zone}, 'YYYY-MM-DD')`,
    })
    .from(bookings)
    .innerJoin(branches, inDomain(branches, bookings.domainId, eq(branches.id, bookings.branchId)))
    .where(inDomain(bookings, domainId, eq(bookings.id, bookingId)));
  if (!row) throw refuse(BookingRefusal.notFound);
  return row;
}

/**
 * Moves a booking from one status to another, only from the statuses given: a booking another
 * request changed meanwhile is refused with `refusal` of the status it has now.
 */
async function changeStatus(
  db: Db,
  domainId: string,
  bookingId: string,
  from: readonly BookingStatus[],
  change: PgUpdateSetSource<typeof bookings>,
  refusal: (status: BookingStatus) => Parameters<typeof refuse>[0],
) {
  const current = await findBooking(db, domainId, bookingId);
  if (!from.includes(current.status)) throw refuse(refusal(current.status));
  const room = { branchId: current.branchId, code: current.suiteCode, rate: current.rate };
  const [row] = await holdingRoom(db, domainId, room, current.checkinDate, current.checkoutDate, (tx) =>
    tx
      .update(bookings)
      .set(change)
      .where(inDomain(bookings, domainId, eq(bookings.id, current.id), inArray(bookings.status, from)))
      .returning(stored),
  );
  if (!row) throw refuse(refusal((await findBooking(db, domainId, bookingId)).status));
  return row;
}

/** The guest of a reservation arrives: in house from now, not before the arrival day (branch zone). */
export async function checkIn(db: Db, actor: Actor, domainId: string, bookingId: string) {
  const domain = await domainOf(db, actor, domainId);
  const id = rowId(bookingId, BookingRefusal.notFound);
  const current = await findBooking(db, domain, id);
  if (current.status !== "reserved") throw refuse(BookingRefusal.notReserved(current.status));
  const arrival = await arrivalOf(db, domain, id);
  if (!arrival.begun) throw refuse(BookingRefusal.notYetArrived(arrival.day));
  // Earlier in the arrival day than planned: the stay starts now.
  const checkinDate = sql`least(now(), ${bookings.checkinDate})`;
  return changeStatus(
    db,
    domain,
    id,
    ["reserved"],
    { status: "in-house", checkinDate },
    BookingRefusal.notReserved,
  );
}

/** The guest of a reservation did not come: its room is free again, from its arrival day on. */
export async function markNoShow(db: Db, actor: Actor, domainId: string, bookingId: string) {
  const domain = await domainOf(db, actor, domainId);
  const id = rowId(bookingId, BookingRefusal.notFound);
  const current = await findBooking(db, domain, id);
  if (current.status !== "reserved") throw refuse(BookingRefusal.notReserved(current.status));
  const arrival = await arrivalOf(db, domain, id);
  if (!arrival.begun) throw refuse(BookingRefusal.notYetArrived(arrival.day));
  return changeStatus(db, domain, id, ["reserved"], { status: "no-show" }, BookingRefusal.notReserved);
}

/** Cancels a reservation or a stay: the booking stays, 'cancelled', and its room is free again. */
export async function cancelBooking(db: Db, actor: Actor, domainId: string, bookingId: string) {
  const domain = await domainOf(db, actor, domainId);
  const id = rowId(bookingId, BookingRefusal.notFound);
  await changeStatus(
    db,
    domain,
    id,
    ["reserved", "in-house"],
    { status: "cancelled" },
    BookingRefusal.notCancellable,
  );
}

/** Checks the guest out now: the stay ends now, so the room is free from now on. */
export async function checkOut(db: Db, actor: Actor, domainId: string, bookingId: string) {
  const domain = await domainOf(db, actor, domainId);
  const id = rowId(bookingId, BookingRefusal.notFound);
  const checkedOutDate = sql`greatest(now(), ${bookings.checkinDate})`;
  return changeStatus(db, domain, id, ["in-house"], { status: "checked-out", checkedOutDate }, (status) =>
    status === "checked-out" ? BookingRefusal.checkedOut : BookingRefusal.notInHouse(status),
  );
}
