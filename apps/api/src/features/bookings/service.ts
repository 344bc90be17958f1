import { BookingRefusal } from "@concierge/contract";
import { desc, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { bookings, bookingTallies } from "../../db/schema/index.js";
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
    at.inHouse ? isNull(bookings.checkedOutDate) : undefined,
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
        .values({ domainId, ...columns(input, room), checkinDate: now, bookedDate: now, rate: room.rate })
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

/** Cancels a booking made by mistake: the row goes, and its room is free again. */
export async function cancelBooking(db: Db, actor: Actor, domainId: string, bookingId: string) {
  const domain = await domainOf(db, actor, domainId);
  const id = rowId(bookingId, BookingRefusal.notFound);
  const [gone] = await db
    .delete(bookings)
    .where(inDomain(bookings, domain, eq(bookings.id, id)))
    .returning({ id: bookings.id });
  if (!gone) throw refuse(BookingRefusal.notFound);
}

/** Checks the guest out now: the stay ends now, so the room is free from now on. */
export async function checkOut(db: Db, actor: Actor, domainId: string, bookingId: string) {
  const domain = await domainOf(db, actor, domainId);
  const current = await findBooking(db, domain, bookingId);
  const [row] = await db
    .update(bookings)
    .set({ checkedOutDate: new Date(Math.max(Date.now(), current.checkinDate.getTime())) })
    .where(inDomain(bookings, domain, eq(bookings.id, current.id), isNull(bookings.checkedOutDate)))
    .returning(stored);
  if (!row) throw refuse(BookingRefusal.checkedOut);
  return row;
}
