import { type DayClosed, DayRefusal } from "@concierge/contract";
import { eq } from "drizzle-orm";
import { atomically } from "../../db/atomically.js";
import type { Db } from "../../db/client.js";
import { branches } from "../../db/schema/index.js";
import { record } from "../../lib/audit.js";
import { refuse } from "../../lib/errors.js";
import { publish } from "../../lib/live-changes.js";
import { inDomain } from "../../lib/tenancy.js";
import { markNoShowAtClose } from "../bookings/index.js";
import type { Poster } from "../folios/index.js";
import { branchDay, type ClosingBranch, dayAfter } from "./branch-day.js";
import { takeForecastSnapshot } from "./forecast.js";
import { holdLease, LEASE_HOLDER } from "./lease.js";
import { chargeNight } from "./night-charges.js";
import { presentDayReport } from "./present.js";
import { writeDayReport } from "./report.js";
import { pendingArrivals } from "./status.js";

/** The server itself, closing a branch's day at its audit time. */
export const nightAuditPoster: Poster = { userId: null, username: "Night audit" };

/** The branch as the audit trail shows a close: its business date moves. */
export const closedBranch = (branch: ClosingBranch, businessDate: string) => ({
  Id: branch.branchId,
  Name: branch.name,
  BusinessDate: businessDate,
});

/** Marks the reservations due by `date` no-show, each recorded in the trail as the desk's would be. */
async function markNoShows(tx: Db, poster: Poster, branch: ClosingBranch, bookingIds: string[]) {
  for (const bookingId of bookingIds) {
    const { before, after } = await markNoShowAtClose(tx, branch.domainId, bookingId);
    await record(tx, {
      domainId: branch.domainId,
      actorId: poster.userId,
      actorName: poster.username,
      action: "noshow",
      entity: "booking",
      entityId: bookingId,
      before,
      after,
    });
  }
}

/**
 * The night audit of the branch's business day `date` (CONTRACT, decision 0046), in one
 * transaction, so that a close cut short leaves nothing and runs again whole:
 * 1. hold the branch's lease (another close at once: 409 `day_closing`);
 * 2. `date` must be its business date, and today or before on its clock (409);
 * 3. the reservations due by `date` not checked in become no-show if the branch says so, else 409
 *    `arrivals_pending` names them;
 * 4. lock the branch row: its postings wait from here until the commit, so none lands in the day;
 * 5. post the night's room charge to each stay in house over it (never twice: a unique index);
 * 6. write the day's report, move the business date to the next day and keep what is on the
 *    books for the forecast's pick-up;
 * 7. publish the no-shows and the folios charged to the branch's stream, last: its counter's lock
 *    is then held only for the commit.
 */
export async function closeDay(
  db: Db,
  poster: Poster,
  at: { domainId: string; branchId: string },
  date: string,
): Promise<DayClosed> {
  return atomically(db, async (tx) => {
    await holdLease(
      tx,
      await branchDay(tx, at.domainId, at.branchId),
      `${poster.username} on ${LEASE_HOLDER}`,
    );
    // Read again once the lease is held: a close that committed while this one waited for it has
    // moved the business date, and this one must then refuse rather than close that day again.
    const read = await branchDay(tx, at.domainId, at.branchId);
    if (date !== read.businessDate) throw refuse(DayRefusal.notBusinessDate(date, read.businessDate));
    if (date > read.today) throw refuse(DayRefusal.notYet(date, read.today));
    const pending = (await pendingArrivals(tx, read, date)).map((arrival) => arrival.BookingId);
    if (pending.length && !read.autoNoShow) throw refuse(DayRefusal.arrivalsPending(date, pending));
    await markNoShows(tx, poster, read, pending);
    const branch = await branchDay(tx, at.domainId, at.branchId, { lock: true });
    const charged = await chargeNight(tx, poster, branch, date);
    const report = await writeDayReport(tx, poster, branch, date);
    const next = dayAfter(date);
    await tx
      .update(branches)
      .set({ businessDate: next })
      .where(inDomain(branches, branch.domainId, eq(branches.id, branch.branchId)));
    await takeForecastSnapshot(tx, branch.domainId, branch.branchId, next);
    await publish(tx, branch.domainId, poster.username, [
      ...pending.map((id) => ({
        branchId: branch.branchId,
        entity: "Booking" as const,
        id,
        action: "noshow",
      })),
      ...charged.map((id) => ({ branchId: branch.branchId, entity: "Folio" as const, id, action: "charge" })),
    ]);
    return { BusinessDate: next, Branch: closedBranch(branch, next), Report: presentDayReport(report) };
  });
}

/**
 * The server's own close of the branch's day `date`, recorded in the audit trail in its
 * transaction, as serving the call records a user's.
 */
export async function closeDayAsServer(db: Db, at: { domainId: string; branchId: string }, date: string) {
  return atomically(db, async (tx) => {
    const closed = await closeDay(tx, nightAuditPoster, at, date);
    await record(tx, {
      domainId: at.domainId,
      actorId: null,
      actorName: nightAuditPoster.username,
      action: "close-day",
      entity: "branch",
      entityId: closed.Branch.Id,
      before: { ...closed.Branch, BusinessDate: date },
      after: closed.Branch,
    });
    return closed;
  });
}
