import {
  BookingRefusal,
  type Guest,
  guestColumns,
  invalid,
  statusAllows,
  unregistered,
} from "@concierge/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { bookings } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { namedProfile, profileOf } from "../booking-profiles/index.js";
import { checkStaySells } from "../offers/index.js";
import { planOfStay } from "../rates/index.js";
import { findBooking, holdingRoom, stored } from "./holding.js";
import { priceStay } from "./nights.js";
import { type Room, roomOf, withinLongestStay } from "./rooms.js";

/** A booking's body: its guest, its room and its departure. */
type BookingInput = Guest & {
  RatePlanId?: string;
  CheckoutDate: string;
  BranchId: string;
  SuiteCode: string;
  DomainId: string;
  ProfileId?: string;
  Notes?: string;
};

const columns = (input: BookingInput, room: Room) => ({
  branchId: room.branchId,
  suiteCode: room.code,
  ...guestColumns(input),
  checkoutDate: new Date(input.CheckoutDate),
  // Absent, a new booking's note is empty (the column's default) and an edit keeps its own.
  ...(input.Notes === undefined ? {} : { notes: input.Notes }),
});

/**
 * Stores a new stay of `room` from `from` to `until` under the plan it names (BAR unless told), once
 * the plan sells it, with its profile and its nights priced, in one transaction under the room's lock.
 */
async function storeNewBooking(
  db: Db,
  domainId: string,
  room: Room,
  input: BookingInput,
  stay: { from: Date; until: Date; bookedAt: Date; status: "in-house" | "reserved" },
) {
  const plan = await planOfStay(db, domainId, room.branchId, input.RatePlanId);
  await checkStaySells(db, domainId, room, plan.id, stay.from, stay.until);
  return holdingRoom(db, domainId, room, stay.from, stay.until, async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({
        domainId,
        ...columns(input, room),
        profileId: await profileOf(tx, domainId, input),
        ratePlanId: plan.id,
        checkinDate: stay.from,
        bookedDate: stay.bookedAt,
        rate: room.rate,
        status: stay.status,
      })
      .returning(stored);
    return priceStay(tx, one(row ? [row] : []));
  });
}

export async function createBooking(db: Db, actor: Actor, input: BookingInput, maxNights: number) {
  const domainId = await domainOf(db, actor, input.DomainId);
  const room = await roomOf(db, domainId, input.BranchId, input.SuiteCode);
  const now = new Date();
  const until = new Date(input.CheckoutDate);
  if (until <= now) throw refuse(BookingRefusal.checkoutAfterCheckin);
  withinLongestStay(room, now, until, maxNights);
  return storeNewBooking(db, domainId, room, input, { from: now, until, bookedAt: now, status: "in-house" });
}

// A planned arrival a little in the past is now: the form was filled a minute ago.
const ARRIVAL_GRACE_MS = 5 * 60_000;

/** A reservation: the room is held from the planned arrival, 'reserved' until the guest checks in. */
export async function reserveBooking(
  db: Db,
  actor: Actor,
  input: BookingInput & { CheckinDate: string },
  maxNights: number,
) {
  const domainId = await domainOf(db, actor, input.DomainId);
  const room = await roomOf(db, domainId, input.BranchId, input.SuiteCode);
  const now = new Date();
  const from = new Date(input.CheckinDate);
  if (from.getTime() < now.getTime() - ARRIVAL_GRACE_MS) throw refuse(BookingRefusal.checkinPast);
  const until = new Date(input.CheckoutDate);
  if (until <= from) throw refuse(BookingRefusal.checkoutAfterCheckin);
  withinLongestStay(room, from, until, maxNights);
  return storeNewBooking(db, domainId, room, input, { from, until, bookedAt: now, status: "reserved" });
}

export async function updateBooking(
  db: Db,
  actor: Actor,
  input: BookingInput & { Id: string },
  maxNights: number,
) {
  const domainId = await domainOf(db, actor, input.DomainId);
  const current = await findBooking(db, domainId, input.Id);
  // A reservation may still lack the guest's registration; a booking past its check-in keeps it.
  const lacking = current.status === "reserved" ? undefined : unregistered(input);
  if (lacking) throw refuse(invalid(lacking));
  const room = await roomOf(db, domainId, input.BranchId, input.SuiteCode, current);
  const until = new Date(input.CheckoutDate);
  // A stay that has ended (or never began) keeps its room and nights: they are what was charged.
  const moved = room.code !== current.suiteCode || until.getTime() !== current.checkoutDate.getTime();
  if (moved && !statusAllows("move", current.status)) throw refuse(BookingRefusal.notMovable(current.status));
  if (until <= current.checkinDate) throw refuse(BookingRefusal.checkoutAfterCheckin);
  withinLongestStay(room, current.checkinDate, until, maxNights);
  const row = await holdingRoom(db, domainId, room, current.checkinDate, until, async (tx) => {
    const [updated] = await tx
      .update(bookings)
      .set({
        ...columns(input, room),
        // Named, the booking moves to that profile; unnamed, it keeps its own.
        ...(input.ProfileId === undefined
          ? {}
          : { profileId: await namedProfile(tx, domainId, input.ProfileId) }),
      })
      .where(inDomain(bookings, domainId, eq(bookings.id, current.id)))
      .returning(stored);
    return updated && priceStay(tx, updated);
  });
  if (!row) throw refuse(BookingRefusal.notFound);
  return row;
}
