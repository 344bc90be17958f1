import {
  BOOKING_TRANSITIONS,
  type BookingMoveBody,
  BookingRefusal,
  dayIn,
  statusAllows,
} from "@concierge/contract";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { findRoom } from "../rooms/index.js";
import { findBooking, holdingRoom, stored } from "./holding.js";
import { priceStay } from "./nights.js";
import { roomOf, withinLongestStay } from "./rooms.js";

/**
 * Moves a stay to another room of its branch and/or another departure. Only the columns the move
 * names are written, in one statement under the new room's lock, so that an edit a colleague made
 * to the guest's fields meanwhile stays. A room of another suite sells the nights from today on at its price unless `KeepRate`.
 */
export async function moveBooking(
  db: Db,
  actor: Actor,
  domainId: string,
  bookingId: string,
  move: BookingMoveBody,
  maxNights: number,
) {
  const domain = await domainOf(db, actor, domainId);
  const current = await findBooking(db, domain, bookingId);
  if (!statusAllows("move", current.status)) throw refuse(BookingRefusal.notMovable(current.status));
  const room = await roomOf(db, domain, current.branchId, move.SuiteCode ?? current.suiteCode, current);
  const until = move.CheckoutDate === undefined ? current.checkoutDate : new Date(move.CheckoutDate);
  if (until <= current.checkinDate) throw refuse(BookingRefusal.checkoutAfterCheckin);
  withinLongestStay(room, current.checkinDate, until, maxNights);
  if (move.CheckoutDate !== undefined && until.getTime() <= Date.now()) {
    throw refuse(BookingRefusal.checkoutPast);
  }
  const held = await findRoom(db, domain, current.branchId, current.suiteCode);
  const newRate = move.SuiteCode !== undefined && held?.suiteId !== room.suiteId && !move.KeepRate;
  const row = await holdingRoom(db, domain, room, current.checkinDate, until, async (tx) => {
    const [moved] = await tx
      .update(bookings)
      .set({
        ...(move.SuiteCode === undefined ? {} : { suiteCode: room.code }),
        ...(move.CheckoutDate === undefined ? {} : { checkoutDate: until }),
      })
      .where(
        inDomain(
          bookings,
          domain,
          eq(bookings.id, current.id),
          inArray(bookings.status, [...BOOKING_TRANSITIONS.move.from]),
        ),
      )
      .returning(stored);
    return moved && priceStay(tx, moved, newRate ? dayIn(new Date(), room.timeZone) : undefined);
  });
  // Checked out or cancelled between our read and the write.
  if (!row) throw refuse(BookingRefusal.notMovable((await findBooking(db, domain, current.id)).status));
  return row;
}
