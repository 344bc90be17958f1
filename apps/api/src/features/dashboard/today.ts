import { TODAY_LIST_MAX } from "@concierge/contract";
import { and, asc, eq, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings, suiteCodes, suites } from "../../db/schema/index.js";
import { inDomain } from "../../lib/tenancy.js";

/** Where today's lists look: a branch of the domain, or all of it. */
export interface TodayScope {
  domainId: string;
  branchId?: string;
  /** The instant tomorrow begins in the scope's time zone. */
  tomorrow: Date;
}

const stay = {
  bookingId: bookings.id,
  branchId: bookings.branchId,
  suiteCode: bookings.suiteCode,
  firstName: bookings.firstName,
  lastName: bookings.lastName,
  checkinDate: bookings.checkinDate,
  checkoutDate: bookings.checkoutDate,
  status: bookings.status,
  notes: bookings.notes,
};

const inBranch = (scope: TodayScope, table: typeof bookings | typeof suiteCodes) =>
  scope.branchId === undefined ? undefined : eq(table.branchId, scope.branchId);

/**
 * Reservations due today, with the ones overdue that nobody checked in or marked a no-show yet
 * (read from `bookings_reserved_arrival_idx`), and in-house stays due out by tonight.
 */
export async function todayAtTheDesk(db: Db, scope: TodayScope) {
  const { domainId, tomorrow } = scope;
  const staysWhere = (status: "reserved" | "in-house", ...more: SQL[]) =>
    db
      .select(stay)
      .from(bookings)
      .where(inDomain(bookings, domainId, inBranch(scope, bookings), eq(bookings.status, status), ...more))
      .orderBy(
        asc(status === "reserved" ? bookings.checkinDate : bookings.checkoutDate),
        asc(bookings.suiteCode),
      )
      .limit(TODAY_LIST_MAX);
  // One after another: `db` is the dashboard's transaction, one connection, which runs one
  // statement at a time (node-postgres queues the others, and refuses to from pg 9).
  const arrivals = await staysWhere(
    "reserved",
    lt(bookings.checkinDate, tomorrow),
    sql`${bookings.checkoutDate} > now()`,
  );
  const departures = await staysWhere("in-house", lt(bookings.checkoutDate, tomorrow));
  const dirty = await db
    .select({
      code: suiteCodes.code,
      branchId: suiteCodes.branchId,
      suiteId: suiteCodes.suiteId,
      category: suites.category,
      housekeeping: suiteCodes.housekeeping,
      version: suiteCodes.version,
    })
    .from(suiteCodes)
    .innerJoin(suites, inDomain(suites, suiteCodes.domainId, eq(suites.id, suiteCodes.suiteId)))
    .where(
      and(inDomain(suiteCodes, domainId, inBranch(scope, suiteCodes)), eq(suiteCodes.housekeeping, "dirty")),
    )
    .orderBy(asc(suiteCodes.code))
    .limit(TODAY_LIST_MAX);
  return { arrivals, departures, dirty };
}
