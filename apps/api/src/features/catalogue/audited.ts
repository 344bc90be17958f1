import type { Db } from "../../db/client.js";
import { presentedNow } from "../../lib/audit.js";
import { findItem } from "./items.js";
import { presentItem, presentTax } from "./present.js";
import { findTax } from "./taxes.js";

/** A catalogue item as the audit trail compares it, before and after a write. */
export const readItem = (db: Db, domainId: string, itemId: string) =>
  presentedNow([domainId, itemId], async () => presentItem(await findItem(db, domainId, itemId)));

/** A tax period as the audit trail compares it, before and after a write. */
export const readTax = (db: Db, domainId: string, taxId: string) =>
  presentedNow([domainId, taxId], async () => presentTax(await findTax(db, domainId, taxId)));
