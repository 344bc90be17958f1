import { and, eq, gte, inArray, isNull, lt, notExists, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  bookingNights,
  bookings,
  chargeItems,
  type DayAmount,
  dayReports,
  folioEntries,
  roomHolds,
  suiteCodes,
  suites,
} from "../../db/schema/index.js";
import { dayAt, NOON } from "../../lib/nights.js";
import { inDomain } from "../../lib/tenancy.js";
import type { Poster } from "../folios/index.js";
import { type ClosingBranch, dayAfter } from "./branch-day.js";

const count = sql<number>`count(*)::int`;

/** The rooms the branch could sell for the night of `date`: its suites' rooms not archived nor blocked that day. */
async function roomsAvailable(tx: Db, branch: ClosingBranch, date: string) {
  const blocked = tx
    .select({ one: sql`1` })
    .from(roomHolds)
    .where(
      inDomain(
        roomHolds,
        suiteCodes.domainId,
        eq(roomHolds.branchId, suiteCodes.branchId),
        eq(roomHolds.suiteCode, suiteCodes.code),
        isNull(roomHolds.bookingId),
        sql`${roomHolds.during} @> ${dayAt(date, branch.timeZone, NOON)}`,
      ),
    );
  const [rooms] = await tx
    .select({ count })
    .from(suiteCodes)
    .innerJoin(
      suites,
      inDomain(suites, suiteCodes.domainId, eq(suites.id, suiteCodes.suiteId), isNull(suites.archivedAt)),
    )
    .where(
      inDomain(suiteCodes, branch.domainId, eq(suiteCodes.branchId, branch.branchId), notExists(blocked)),
    );
  return rooms?.count ?? 0;
}

/** The stays over the night of `date` that were in house: the rooms sold. */
async function roomsSold(tx: Db, branch: ClosingBranch, date: string) {
  const [sold] = await tx
    .select({ count })
    .from(bookingNights)
    .innerJoin(bookings, inDomain(bookings, bookingNights.domainId, eq(bookings.id, bookingNights.bookingId)))
    .where(
      inDomain(
        bookingNights,
        branch.domainId,
        eq(bookingNights.night, date),
        eq(bookings.branchId, branch.branchId),
        inArray(bookings.status, ["in-house", "checked-out"]),
      ),
    );
  return sold?.count ?? 0;
}

/** The entries posted on business date `date`, of `kinds`, summed by `key`: one range of `folio_entries_day_idx`. */
async function postedOn(tx: Db, branch: ClosingBranch, date: string, payments: boolean) {
  const key = payments ? sql<string>`${folioEntries.method}` : sql<string>`${folioEntries.item}`;
  const paid = inArray(folioEntries.kind, ["payment", "refund"]);
  return tx
    .select({
      key,
      amount: sql<string>`sum(${folioEntries.amount})`,
      net: sql<string>`sum(${folioEntries.net})`,
      tax: sql<string>`sum(${folioEntries.tax})`,
    })
    .from(folioEntries)
    .where(
      inDomain(
        folioEntries,
        branch.domainId,
        eq(folioEntries.branchId, branch.branchId),
        eq(folioEntries.businessDate, date),
        payments ? paid : sql`not ${paid}`,
      ),
    )
    .groupBy(key)
    .orderBy(key);
}

/** The names of the branch's items `codes`, as its catalogue has them now. */
async function itemNames(tx: Db, branch: ClosingBranch, codes: string[]) {
  if (!codes.length) return new Map<string, string>();
  const items = await tx
    .select({ code: chargeItems.code, name: chargeItems.name })
    .from(chargeItems)
    .where(
      inDomain(
        chargeItems,
        branch.domainId,
        eq(chargeItems.branchId, branch.branchId),
        inArray(chargeItems.code, codes),
      ),
    );
  return new Map(items.map((item) => [item.code, item.name]));
}

/** Bookings of the branch whose `column` falls on `date` on its clock, of `statuses`. */
async function countOn(
  tx: Db,
  branch: ClosingBranch,
  date: string,
  column: typeof bookings.checkinDate | typeof bookings.checkedOutDate,
  statuses: (typeof bookings.$inferSelect)["status"][],
) {
  const [counted] = await tx
    .select({ count })
    .from(bookings)
    .where(
      inDomain(
        bookings,
        branch.domainId,
        eq(bookings.branchId, branch.branchId),
        and(gte(column, dayAt(date, branch.timeZone)), lt(column, dayAt(dayAfter(date), branch.timeZone))),
        inArray(bookings.status, statuses),
      ),
    );
  return counted?.count ?? 0;
}

/** The report the branch's day `date` was closed with. */
async function storedReport(tx: Db, branch: ClosingBranch, date: string) {
  const [report] = await tx
    .select()
    .from(dayReports)
    .where(
      inDomain(
        dayReports,
        branch.domainId,
        eq(dayReports.branchId, branch.branchId),
        eq(dayReports.date, date),
      ),
    );
  if (!report) throw new Error(`the report of ${date} is neither written nor stored`);
  return report;
}

const amounts = (rows: { key: string; amount: string; net: string; tax: string }[]): DayAmount[] =>
  rows.map((row) => ({
    key: row.key,
    amount: Number(row.amount),
    net: Number(row.net),
    tax: Number(row.tax),
  }));

/**
 * Writes the report of the branch's day `date`, in the close's transaction: the figures as they
 * stand once its nights are charged and its no-shows marked, frozen from then on. Money is what was
 * posted on that business date (decision 0046); rooms are the night's.
 */
export async function writeDayReport(tx: Db, poster: Poster, branch: ClosingBranch, date: string) {
  const revenue = amounts(await postedOn(tx, branch, date, false));
  const names = await itemNames(
    tx,
    branch,
    revenue.map((line) => line.key),
  );
  const [report] = await tx
    .insert(dayReports)
    .values({
      domainId: branch.domainId,
      branchId: branch.branchId,
      date,
      closedBy: poster.userId,
      closedByName: poster.username,
      currency: branch.currency,
      roomsSold: await roomsSold(tx, branch, date),
      roomsAvailable: await roomsAvailable(tx, branch, date),
      roomRevenue: revenue.find((line) => line.key === "room")?.net ?? 0,
      revenue: revenue.map((line) => ({ ...line, name: names.get(line.key) ?? line.key })),
      payments: amounts(await postedOn(tx, branch, date, true)),
      arrivals: await countOn(tx, branch, date, bookings.checkinDate, ["in-house", "checked-out"]),
      departures: await countOn(tx, branch, date, bookings.checkedOutDate, ["checked-out"]),
      noShows: await countOn(tx, branch, date, bookings.checkinDate, ["no-show"]),
    })
    // A day closed again (its business date set back by hand) keeps the report it was closed with.
    .onConflictDoNothing()
    .returning();
  return report ?? (await storedReport(tx, branch, date));
}
