import type { Db } from "../../db/client.js";
import { presentedNow } from "../../lib/audit.js";
import { presentUser } from "./present.js";
import { findUser } from "./queries.js";

/** A user as the audit trail compares it, before and after a write. */
export const readUser = (db: Db, domainId: string, userId: string) =>
  presentedNow([domainId, userId], async () => presentUser(await findUser(db, domainId, userId)));
