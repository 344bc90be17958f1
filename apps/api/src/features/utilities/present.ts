import type { Utility } from "@concierge/contract";
import type { utilities } from "../../db/schema/index.js";

export const presentUtility = (row: typeof utilities.$inferSelect): Utility => ({
  Id: row.id,
  Name: row.name,
  Items: row.items,
});
