import { BookingRefusal, BranchRefusal } from "@concierge/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings, branches, suiteCodes } from "../../db/schema/index.js";
import { refuse } from "../../lib/errors.js";
import { rowId } from "../../lib/tenancy.js";

export interface Room {
  branchId: string;
  /** As the suite spells it: a code is matched in any letter case. */
  code: string;
}

/** A branch of the domain, or 404 as for any id the caller cannot see. */
export async function branchOf(db: Db, domainId: string, branchId: string) {
  const id = rowId(branchId, BranchRefusal.notFound);
  const [branch] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.domainId, domainId), eq(branches.id, id)));
  if (!branch) throw refuse(BranchRefusal.notFound);
  return id;
}

/** The room a booking names: a code of a suite of that branch, else 400. */
export async function roomOf(db: Db, domainId: string, branchId: string, code: string): Promise<Room> {
  const branch = await branchOf(db, domainId, branchId);
  const [room] = await db
    .select({ code: suiteCodes.code })
    .from(suiteCodes)
    .where(
      and(
        eq(suiteCodes.domainId, domainId),
        eq(suiteCodes.branchId, branch),
        sql`lower(${suiteCodes.code}) = ${code.toLowerCase()}`,
      ),
    );
  if (!room) throw refuse(BookingRefusal.notARoom(code));
  return { branchId: branch, code: room.code };
}

/**
 * The 409 for a stay the exclusion constraint refused: names the room and the end of the latest
 * stay that overlaps the one asked for, when the room is free again.
 */
export async function roomTaken(db: Db, domainId: string, room: Room, from: Date, until: Date) {
  const [latest] = await db
    .select({ freeFrom: sql<string>`max(upper(${bookings.stay}))` })
    .from(bookings)
    .where(
      and(
        eq(bookings.domainId, domainId),
        eq(bookings.branchId, room.branchId),
        eq(bookings.suiteCode, room.code),
        sql`${bookings.stay} && tstzrange(${from.toISOString()}::timestamptz, ${until.toISOString()}::timestamptz, '[)')`,
      ),
    );
  // Freed in between (a cancellation or a check-out): the room is free now; the client may retry.
  return refuse(BookingRefusal.taken(room.code, latest?.freeFrom ? new Date(latest.freeFrom) : from));
}
