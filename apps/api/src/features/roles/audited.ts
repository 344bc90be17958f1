import type { Db } from "../../db/client.js";
import { presentedNow } from "../../lib/audit.js";
import { presentRole } from "./present.js";
import { findRole } from "./service.js";

/** A role as the audit trail compares it, before and after a write. */
export const readRole = (db: Db, domainId: string, roleId: string) =>
  presentedNow([domainId, roleId], async () => presentRole(await findRole(db, domainId, roleId)));
