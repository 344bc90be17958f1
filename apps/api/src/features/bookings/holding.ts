import { BookingRefusal } from "@concierge/contract";
import { eq, getTableColumns } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { bookings } from "../../db/schema/index.js";
import { sqlState } from "../../lib/db-errors.js";
import { refuse } from "../../lib/errors.js";
import { lockRoom } from "../../lib/room-lock.js";
import { inDomain, rowId } from "../../lib/tenancy.js";
import { nightsOfBooking } from "./nights.js";
import { type RoomKey, roomTaken } from "./rooms.js";

const { stay: _stay, ...storedColumns } = getTableColumns(bookings);
/** Every column but the generated `stay`, which only the database reads, and the priced nights. */
export const stored = { ...storedColumns, nights: nightsOfBooking };

/**
 * Runs a write that holds `room` from `from` to `until`. The database refuses an overlapping hold
 * (exclusion constraint): that is the 409. Writers of one room queue on its lock first.
 */
export async function holdingRoom<T>(
  db: Db,
  domainId: string,
  room: RoomKey,
  from: Date,
  until: Date,
  write: (tx: Tx) => Promise<T>,
) {
  try {
    return await db.transaction(async (tx) => {
      await lockRoom(tx, domainId, room.branchId, room.code);
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

export async function findBooking(db: Db, domainId: string, bookingId: string) {
  const id = rowId(bookingId, BookingRefusal.notFound);
  const [row] = await db
    .select(stored)
    .from(bookings)
    .where(inDomain(bookings, domainId, eq(bookings.id, id)));
  if (!row) throw refuse(BookingRefusal.notFound);
  return row;
}
