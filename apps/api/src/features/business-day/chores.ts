import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { anonymizeRetired } from "../guest-erasure/index.js";
import { purgeEvents } from "../live/index.js";
import { type ScanStore, sweepDomainScans } from "../scans/index.js";

export type ChoresConfig = Pick<Config, "guestRetentionMonths" | "guestIdRetentionDays">;

/**
 * The domain's timed clean-ups, run by the night audit once a day of one of its branches has
 * closed rather than by a timer in each process: the guests past GUEST_RETENTION_MONTHS are
 * anonymized, the guest ID scans past their retention deleted, and the live events older than
 * LIVE_RETENTION_HOURS deleted (a stream asked to replay before them says Resync). Each is a batch per transaction
 * that skips rows another process holds and finds nothing left the second time, so a domain with
 * several branches running it on the same night costs only the empty reads.
 */
export async function dayChores(db: Db, store: ScanStore, domainId: string, config: ChoresConfig) {
  const months = config.guestRetentionMonths;
  const anonymized = months === undefined ? 0 : await anonymizeRetired(db, store, domainId, months);
  const scansDeleted = await sweepDomainScans(db, store, domainId, config.guestIdRetentionDays);
  const eventsPurged = await purgeEvents(db, domainId);
  return { anonymized, scansDeleted, eventsPurged };
}
