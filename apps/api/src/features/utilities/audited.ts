import type { Db } from "../../db/client.js";
import { presentedNow } from "../../lib/audit.js";
import { presentUtility } from "./present.js";
import { utilityNamed } from "./service.js";

/** A utility (identified by its name) as the audit trail compares it, before and after a write. */
export const readUtility = (db: Db, name: string) =>
  presentedNow([], async () => {
    const row = await utilityNamed(db, name);
    return row && presentUtility(row);
  });
