import { pathOf, type Scan, scanCalls } from "@concierge/contract";
import type { guestIdScans } from "../../db/schema/index.js";

/** A scan's address is its read call's: only a signed-in member of staff with the right gets the bytes. */
export const presentScan = (publicUrl: string, row: typeof guestIdScans.$inferSelect): Scan => ({
  Id: row.id,
  URL: `${publicUrl}${pathOf(scanCalls.read, { domainId: row.domainId, scanId: row.id })}`,
});
