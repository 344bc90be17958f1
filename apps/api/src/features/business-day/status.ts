import type { DayStatus, PendingArrival } from "@concierge/contract";
import { fromMinorUnits } from "@concierge/contract";
import { asc, eq, lt, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookingNights, bookings, dayReports, folios } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { dayAt, dayOf } from "../../lib/nights.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { bookingGuest } from "../bookings/index.js";
import { presentUnbalanced, unbalancedFolios } from "../cashier/index.js";
import { branchDay, type ClosingBranch, dayAfter } from "./branch-day.js";

/** The midnight that ends `date` on the branch's clock: what is due by that day starts before it. */
const endOf = (branch: ClosingBranch, date: string) => dayAt(dayAfter(date), branch.timeZone);

/** The reservations due to arrive by `date` and not checked in, first due first. */
export async function pendingArrivals(
  db: Db,
  branch: ClosingBranch,
  date: string,
): Promise<PendingArrival[]> {
  return db
    .select({
      BookingId: bookings.id,
      Guest: bookingGuest,
      SuiteCode: bookings.suiteCode,
      Arrival: dayOf(bookings.checkinDate, branch.timeZone),
    })
    .from(bookings)
    .where(
      inDomain(
        bookings,
        branch.domainId,
        eq(bookings.branchId, branch.branchId),
        eq(bookings.status, "reserved"),
        lt(bookings.checkinDate, endOf(branch, date)),
      ),
    )
    .orderBy(asc(bookings.checkinDate), asc(bookings.id));
}

/** The stays due out by `date` still in house, with what their folios owe together. */
async function pendingDepartures(db: Db, branch: ClosingBranch, date: string) {
  const owed = db
    .select({ due: sql`coalesce(sum(${folios.balance}), 0)` })
    .from(folios)
    .where(inDomain(folios, bookings.domainId, eq(folios.bookingId, bookings.id)));
  const rows = await db
    .select({
      BookingId: bookings.id,
      Guest: bookingGuest,
      SuiteCode: bookings.suiteCode,
      Departure: dayOf(bookings.checkoutDate, branch.timeZone),
      due: sql<string>`(${owed})`,
    })
    .from(bookings)
    .where(
      inDomain(
        bookings,
        branch.domainId,
        eq(bookings.branchId, branch.branchId),
        eq(bookings.status, "in-house"),
        lt(bookings.checkoutDate, endOf(branch, date)),
      ),
    )
    .orderBy(asc(bookings.checkoutDate), asc(bookings.id));
  return rows.map(({ due, ...row }) => ({ ...row, Balance: fromMinorUnits(Number(due)) }));
}

/** The stays in house over the night of `date`: the room charges its close posts, at most. */
async function inHouseOver(db: Db, branch: ClosingBranch, date: string) {
  const [stays] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookingNights)
    .innerJoin(bookings, inDomain(bookings, bookingNights.domainId, eq(bookings.id, bookingNights.bookingId)))
    .where(
      inDomain(
        bookingNights,
        branch.domainId,
        eq(bookingNights.night, date),
        eq(bookings.branchId, branch.branchId),
        eq(bookings.status, "in-house"),
      ),
    );
  return stays?.count ?? 0;
}

/** What stands between the branch and closing its business day (CONTRACT, `GET …/day`). */
export async function dayStatus(
  db: Db,
  actor: Actor,
  params: { domainId: string; branchId: string },
): Promise<DayStatus> {
  const domainId = await domainOf(db, actor, params.domainId);
  const branch = await branchDay(db, domainId, params.branchId);
  const [last] = await db
    .select({ date: max(dayReports.date) })
    .from(dayReports)
    .where(inDomain(dayReports, domainId, eq(dayReports.branchId, branch.branchId)));
  return {
    BusinessDate: branch.businessDate,
    Today: branch.today,
    AuditTime: branch.auditTime,
    AutoNoShow: branch.autoNoShow,
    Currency: branch.currency,
    Arrivals: await pendingArrivals(db, branch, branch.businessDate),
    Departures: await pendingDepartures(db, branch, branch.businessDate),
    InHouse: await inHouseOver(db, branch, branch.businessDate),
    Unbalanced: (await unbalancedFolios(db, actor, { domainId, branchId: branch.branchId })).map(
      presentUnbalanced,
    ),
    LastClosed: last?.date ?? null,
  };
}
