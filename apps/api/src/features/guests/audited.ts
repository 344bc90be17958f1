import { isId } from "@concierge/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { guests } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { presentedNow } from "../../lib/audit.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import type { VersionedRecord } from "../../lib/versions.js";
import { readGuest } from "./service.js";

/** A profile as the audit trail compares it, before and after a write. */
export const guestNow = (db: Db, domainId: string, guestId: string) =>
  presentedNow([domainId, guestId], () => readGuest(db, domainId, guestId));

/** The profile locked for an `If-Match`, with its version. */
export async function lockGuest(
  db: Db,
  actor: Actor,
  domainId: string,
  guestId: string,
): Promise<VersionedRecord | undefined> {
  const domain = await domainOf(db, actor, domainId);
  if (!isId(guestId)) return undefined;
  const [row] = await db
    .select({ id: guests.id, version: guests.version })
    .from(guests)
    .where(inDomain(guests, domain, eq(guests.id, guestId.toLowerCase())))
    .for("update");
  return row && { domainId: domain, entity: "guest", entityId: row.id, version: row.version };
}
