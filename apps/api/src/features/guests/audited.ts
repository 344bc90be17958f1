import type { Db } from "../../db/client.js";
import { presentedNow } from "../../lib/audit.js";
import { readGuest } from "./service.js";

/** A profile as the audit trail compares it, before and after a write. */
export const guestNow = (db: Db, domainId: string, guestId: string) =>
  presentedNow([domainId, guestId], () => readGuest(db, domainId, guestId));
