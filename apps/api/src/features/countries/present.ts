import type { Country } from "@concierge/contract";
import type { countries } from "../../db/schema/index.js";

export const presentCountry = (row: Pick<typeof countries.$inferSelect, "name" | "states">): Country => ({
  Name: row.name,
  States: row.states,
});
