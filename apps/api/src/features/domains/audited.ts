import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { domains } from "../../db/schema/index.js";
import { presentedNow } from "../../lib/audit.js";
import { presentDomain } from "./present.js";

/** A domain as the audit trail compares it, before and after a write. */
export const readDomain = (db: Db, domainId: string) =>
  presentedNow([domainId], async () => {
    const [row] = await db.select().from(domains).where(eq(domains.id, domainId));
    return row && presentDomain(row);
  });
