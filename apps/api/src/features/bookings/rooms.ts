import { BookingRefusal, dayIn, daysBetween, SuiteRefusal, toMinorUnits } from "@concierge/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { roomHolds } from "../../db/schema/index.js";
import { refuse } from "../../lib/errors.js";
import { stayPeriod } from "../../lib/nights.js";
import { inDomain } from "../../lib/tenancy.js";
import { branchOf, branchZoneOf } from "../branches/index.js";
import { findRoom } from "../rooms/index.js";

export interface Room {
  branchId: string;
  /** As the suite spells it: a code is matched in any letter case. */
  code: string;
  /** Its suite's price per night, in minor units. */
  rate: number;
  suiteId: string;
  /** Its branch's zone, where its nights are counted. */
  timeZone: string;
}

/** What names a room: its branch and its code. */
export type RoomKey = Pick<Room, "branchId" | "code">;

/**
 * The room a booking names: a code of a suite of that branch, else 400. A room of an archived suite
 * is refused (409) unless it is the one the booking already holds (`held`): an edit may keep it.
 */
export async function roomOf(
  db: Db,
  domainId: string,
  branchId: string,
  code: string,
  held?: { branchId: string; suiteCode: string },
): Promise<Room> {
  const branch = await branchOf(db, domainId, branchId);
  const room = await findRoom(db, domainId, branch, code);
  if (!room) throw refuse(BookingRefusal.notARoom(code));
  const kept = held?.branchId === branch && held.suiteCode === room.code;
  if (room.archived && !kept) throw refuse(SuiteRefusal.archivedRoom(room.code));
  return {
    branchId: branch,
    code: room.code,
    rate: toMinorUnits(room.price),
    suiteId: room.suiteId,
    timeZone: room.timeZone,
  };
}

/** Refuses a stay of more than `maxNights` nights: midnights it spans in its branch's zone. */
export function withinLongestStay(room: Room, from: Date, until: Date, maxNights: number) {
  const nights = daysBetween(dayIn(from, room.timeZone), dayIn(until, room.timeZone));
  if (nights > maxNights) throw refuse(BookingRefusal.tooLong(maxNights));
}

/**
 * The 409 for a stay the exclusion constraint refused: names the room and the end of the latest
 * hold (a stay or a block) that overlaps the one asked for, when the room is free again, on the
 * branch's clock.
 */
export async function roomTaken(db: Db, domainId: string, room: RoomKey, from: Date, until: Date) {
  const [latest] = await db
    .select({ freeFrom: sql<string>`max(upper(${roomHolds.during}))` })
    .from(roomHolds)
    .where(
      inDomain(
        roomHolds,
        domainId,
        eq(roomHolds.branchId, room.branchId),
        eq(roomHolds.suiteCode, room.code),
        sql`${roomHolds.during} && ${stayPeriod(from, until)}`,
      ),
    );
  const { timeZone } = await branchZoneOf(db, domainId, room.branchId);
  // Freed in between (a cancellation or a check-out): the room is free now; the client may retry.
  const freeFrom = latest?.freeFrom ? new Date(latest.freeFrom) : from;
  return refuse(BookingRefusal.taken(room.code, freeFrom, timeZone));
}
