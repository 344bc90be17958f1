import { STAYING_STATUSES } from "@concierge/contract";
import { and, eq, inArray, isNull, lt, notExists, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings, guests } from "../../db/schema/index.js";
import { inDomain } from "../../lib/tenancy.js";
import type { ScanStore } from "../scans/index.js";
import { eraseGuest } from "./erase.js";

const BATCH = 100;

/**
 * A profile due for anonymization under GUEST_RETENTION_MONTHS: not yet anonymized, not merged into
 * another (those go with the one they were merged into), none of its bookings reserved or in house,
 * and its last stay (the latest end of any of its bookings) ended `months` ago; a profile without a
 * booking counts from its creation.
 */
function due(months: number): SQL {
  const ofProfile = inDomain(bookings, guests.domainId, eq(bookings.profileId, guests.id));
  const lastStay = sql`(select max(upper(${bookings.stay})) from ${bookings} where ${ofProfile})`;
  return and(
    isNull(guests.anonymizedAt),
    isNull(guests.mergedInto),
    notExists(
      sql`(select 1 from ${bookings} where ${ofProfile} and ${inArray(bookings.status, [...STAYING_STATUSES])})`,
    ),
    lt(sql`coalesce(${lastStay}, ${guests.createdAt})`, sql`now() - make_interval(months => ${months})`),
  ) as SQL;
}

/**
 * Anonymizes up to a batch of one domain's profiles due, in one transaction: rows another process
 * is anonymizing are skipped (`SKIP LOCKED`), so any number of API processes may run it at once, and
 * one anonymized already is no longer due, so running it again changes nothing.
 */
async function anonymizeBatch(db: Db, store: ScanStore, domainId: string, months: number) {
  return db.transaction(async (tx) => {
    const batch = await tx
      .select({ id: guests.id })
      .from(guests)
      .where(inDomain(guests, domainId, due(months)))
      .limit(BATCH)
      .for("update", { of: guests, skipLocked: true });
    const deletions: (() => Promise<void>)[] = [];
    for (const { id } of batch) {
      // Null: a profile merged into it still has a stay; it waits for a later run.
      const erased = await eraseGuest(tx, store, domainId, id);
      if (erased) deletions.push(erased.deleteScanBytes);
    }
    // The scans' bytes last: a store that fails undoes the batch, which the next run tries again.
    for (const deleteBytes of deletions) await deleteBytes();
    return { taken: batch.length, erased: deletions.length };
  });
}

/**
 * Anonymizes the domain's guests whose last stay ended `months` ago, a batch per transaction so that
 * a million profiles never hold one giant one. The night audit runs it after closing a day of one of
 * the domain's branches (business-day's chores). Answers how many it anonymized.
 */
export async function anonymizeRetired(db: Db, store: ScanStore, domainId: string, months: number) {
  let anonymized = 0;
  for (let more = true; more; ) {
    const { taken, erased } = await anonymizeBatch(db, store, domainId, months);
    anonymized += erased;
    more = taken === BATCH && erased > 0;
  }
  return anonymized;
}
