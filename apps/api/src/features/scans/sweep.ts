import { and, eq, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings, guestIdScans } from "../../db/schema/index.js";
import { inDomain } from "../../lib/tenancy.js";
import type { ScanStore } from "./scan-store.js";

const BATCH = 100;

/**
 * A scan past its retention (decision 0015), read joined to its booking: a scan no booking took, a
 * day after its upload; a checked-out stay's, `retentionDays` after the stay ended; a cancelled or
 * no-show booking's, `retentionDays` after its planned arrival.
 */
function expired(retentionDays: number): SQL {
  const kept = sql`now() - make_interval(days => ${retentionDays})`;
  return or(
    and(isNull(guestIdScans.bookingId), lt(guestIdScans.createdAt, sql`now() - interval '1 day'`)),
    and(eq(bookings.status, "checked-out"), sql`upper(${bookings.stay}) < ${kept}`),
    and(sql`${bookings.status} in ('cancelled', 'no-show')`, lt(bookings.checkinDate, kept)),
  ) as SQL;
}

/**
 * Up to a batch of one domain's expired scans, locked; both tables named by the domain, so that the
 * query goes to one shard on Citus. Rows another process is sweeping are skipped (`SKIP LOCKED`), so
 * any number of API processes may sweep at the same moment.
 */
export const dueScans = (tx: Db, domainId: string, retentionDays: number) =>
  tx
    .select({ id: guestIdScans.id, key: guestIdScans.key })
    .from(guestIdScans)
    .leftJoin(bookings, inDomain(bookings, domainId, eq(bookings.id, guestIdScans.bookingId)))
    .where(inDomain(guestIdScans, domainId, expired(retentionDays)))
    .limit(BATCH)
    .for("update", { of: guestIdScans, skipLocked: true });

/** Deletes a batch of one domain's expired scans with their bytes, in one transaction. */
async function sweepScans(db: Db, store: ScanStore, domainId: string, retentionDays: number) {
  return db.transaction(async (tx) => {
    const due = await dueScans(tx, domainId, retentionDays);
    for (const scan of due) {
      await tx.delete(guestIdScans).where(inDomain(guestIdScans, domainId, eq(guestIdScans.id, scan.id)));
      // If the store fails, the transaction undoes the deletions: the next sweep tries again.
      await store.delete(scan.key);
    }
    return due.length;
  });
}

/** Sweeps one domain batch after batch until none of its scans is due. */
export async function sweepDomainScans(db: Db, store: ScanStore, domainId: string, retentionDays: number) {
  let swept = 0;
  for (let batch = BATCH; batch === BATCH; swept += batch) {
    batch = await sweepScans(db, store, domainId, retentionDays);
  }
  return swept;
}
