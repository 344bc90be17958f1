import { addDays, dayIn } from "@concierge/contract";
import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings, roomHolds, suiteCodes, suites } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { dayOf, daysFrom, nightsFrom } from "../../lib/nights.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { branchZoneOf } from "../branches/index.js";
import { freeByNight } from "./rack-free.js";

/**
 * The rack of a branch: every room, and the stays (not cancelled) and blocks that overlap `days`
 * nights from `from` (today in the branch's zone when absent). Holds are read through the GiST
 * index of `room_holds_no_overlap`; no-shows, which hold nothing, through their own small index.
 */
export async function rackOf(
  db: Db,
  actor: Actor,
  at: { domainId: string; branchId: string; from?: string; days: number },
) {
  const domainId = await domainOf(db, actor, at.domainId);
  const { id: branchId, timeZone } = await branchZoneOf(db, domainId, at.branchId);
  const from = at.from ?? dayIn(new Date(), timeZone);
  const until = addDays(from, at.days);
  // Stays by the days they span; blocks, held noon to noon, by their nights.
  const stayWindow = daysFrom(from, until, timeZone);
  const blockWindow = nightsFrom(from, until, timeZone);
  const inBranch = <T extends typeof roomHolds | typeof bookings | typeof suiteCodes>(
    table: T,
    ...more: SQL[]
  ) => inDomain(table, domainId, eq(table.branchId, branchId), ...more);

  const stayColumns = {
    bookingId: bookings.id,
    suiteCode: bookings.suiteCode,
    checkinDate: bookings.checkinDate,
    checkoutDate: bookings.checkoutDate,
    status: bookings.status,
    firstName: bookings.firstName,
    lastName: bookings.lastName,
    notes: bookings.notes,
    version: bookings.version,
  };
  const [rooms, held, noShows, blocks, free] = await Promise.all([
    db
      .select({
        code: suiteCodes.code,
        category: suites.category,
        suiteId: suiteCodes.suiteId,
        housekeeping: suiteCodes.housekeeping,
        version: suiteCodes.version,
      })
      .from(suiteCodes)
      .innerJoin(suites, inDomain(suites, suiteCodes.domainId, eq(suites.id, suiteCodes.suiteId)))
      // An archived suite's rooms hold nothing ahead (archiving refuses it): off the rack.
      .where(inBranch(suiteCodes, isNull(suites.archivedAt)))
      .orderBy(asc(suites.category), asc(suiteCodes.code)),
    db
      .select(stayColumns)
      .from(roomHolds)
      .innerJoin(bookings, inDomain(bookings, roomHolds.domainId, eq(bookings.id, roomHolds.bookingId)))
      .where(inBranch(roomHolds, sql`${roomHolds.during} && ${stayWindow}`)),
    db
      .select(stayColumns)
      .from(bookings)
      .where(inBranch(bookings, eq(bookings.status, "no-show"), sql`${bookings.stay} && ${stayWindow}`)),
    db
      .select({
        id: roomHolds.id,
        suiteCode: roomHolds.suiteCode,
        from: dayOf(sql`lower(${roomHolds.during})`, timeZone),
        to: dayOf(sql`upper(${roomHolds.during})`, timeZone),
        reason: roomHolds.reason,
      })
      .from(roomHolds)
      .where(
        and(inBranch(roomHolds, sql`${roomHolds.during} && ${blockWindow}`), isNull(roomHolds.bookingId)),
      ),
    freeByNight(db, { domainId, branchId, from, days: at.days, timeZone }),
  ]);
  return { from, days: at.days, timeZone, rooms, stays: [...held, ...noShows], blocks, free };
}
