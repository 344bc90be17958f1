import type { Db } from "../../db/client.js";
import { presentedNow } from "../../lib/audit.js";
import { presentSuite } from "./present.js";
import { findSuite } from "./service.js";

/** A suite with its room codes as the audit trail compares it, before and after a write. */
export const readSuite = (db: Db, domainId: string, suiteId: string) =>
  presentedNow([domainId, suiteId], async () => presentSuite(await findSuite(db, domainId, suiteId)));
