import { type GuestAnonymized, GuestErasureRefusal, GuestRefusal } from "@concierge/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { guests } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { presentedNow } from "../../lib/audit.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, inDomain, rowId } from "../../lib/tenancy.js";
import type { ScanStore } from "../scans/index.js";
import { eraseGuest, rootProfile } from "./erase.js";

/**
 * Anonymizes a guest on request (CONTRACT, "Guests"), in the audited call's transaction: the
 * profile it names, or the one it was merged into, with every profile merged into that one.
 */
export async function anonymizeGuest(
  tx: Db,
  store: ScanStore,
  actor: Actor,
  domainId: string,
  guestId: string,
): Promise<GuestAnonymized> {
  const domain = await domainOf(tx, actor, domainId);
  const root = await rootProfile(tx, domain, rowId(guestId, GuestRefusal.notFound));
  if (!root) throw refuse(GuestRefusal.notFound);
  const erased = await eraseGuest(tx, store, domain, root.id);
  if (!erased) throw refuse(GuestErasureRefusal.hasStay);
  await erased.deleteScanBytes();
  return {
    Id: root.id,
    DomainId: domain,
    AnonymizedAt: erased.anonymizedAt.toISOString(),
    Merged: erased.merged,
    Bookings: erased.bookings,
    Scans: erased.scans,
  };
}

/** What the audit trail compares of an anonymization: whether and when, never a personal value. */
export const readErasure = (db: Db, params: { domainId: string; guestId: string }) =>
  presentedNow([params.domainId, params.guestId], async () => {
    const [row] = await db
      .select({ id: guests.id, domainId: guests.domainId, anonymizedAt: guests.anonymizedAt })
      .from(guests)
      .where(inDomain(guests, params.domainId.toLowerCase(), eq(guests.id, params.guestId.toLowerCase())));
    return (
      row && { Id: row.id, DomainId: row.domainId, AnonymizedAt: row.anonymizedAt?.toISOString() ?? null }
    );
  });
