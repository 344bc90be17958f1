import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings, guestIdScans } from "../../db/schema/index.js";
import { inDomain } from "../../lib/tenancy.js";
import type { ScanStore } from "./scan-store.js";

const BATCH = 100;

/**
 * Deletes up to a batch of expired scans with their bytes, in one transaction (decision 0015): a
 * scan no booking took, a day after its upload; a checked-out stay's, `retentionDays` after the stay
 * ended; a cancelled or no-show booking's, `retentionDays` after its planned arrival. The sweep
 * reads every domain at once, the one query that does. Rows another process is sweeping are
 * skipped (`SKIP LOCKED`), so any number of API processes may sweep at the same moment.
 */
export async function sweepScans(db: Db, store: ScanStore, retentionDays: number): Promise<number> {
  const kept = sql`now() - make_interval(days => ${retentionDays})`;
  return db.transaction(async (tx) => {
    const expired = await tx
      .select({ domainId: guestIdScans.domainId, id: guestIdScans.id, key: guestIdScans.key })
      .from(guestIdScans)
      .leftJoin(bookings, inDomain(bookings, guestIdScans.domainId, eq(bookings.id, guestIdScans.bookingId)))
      .where(
        or(
          and(isNull(guestIdScans.bookingId), lt(guestIdScans.createdAt, sql`now() - interval '1 day'`)),
          and(eq(bookings.status, "checked-out"), sql`upper(${bookings.stay}) < ${kept}`),
          and(sql`${bookings.status} in ('cancelled', 'no-show')`, lt(bookings.checkinDate, kept)),
        ),
      )
      .limit(BATCH)
      .for("update", { of: guestIdScans, skipLocked: true });
    for (const scan of expired) {
      await tx
        .delete(guestIdScans)
        .where(inDomain(guestIdScans, scan.domainId, eq(guestIdScans.id, scan.id)));
      // If the store fails, the transaction undoes the deletions: the next sweep tries again.
      await store.delete(scan.key);
    }
    return expired.length;
  });
}

/** Sweeps batch after batch until none is left. */
export async function sweepAllScans(db: Db, store: ScanStore, retentionDays: number) {
  let swept = 0;
  for (let batch = BATCH; batch === BATCH; swept += batch) {
    batch = await sweepScans(db, store, retentionDays);
  }
  return swept;
}
