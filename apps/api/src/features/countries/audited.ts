import type { Db } from "../../db/client.js";
import { presentedNow } from "../../lib/audit.js";
import { presentCountry } from "./present.js";
import { findCountry } from "./service.js";

/** A country (identified by its name) as the audit trail compares it, before and after a write. */
export const readCountry = (db: Db, name: string) =>
  presentedNow([], async () => presentCountry(await findCountry(db, name)));
