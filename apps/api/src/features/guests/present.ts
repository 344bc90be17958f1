import { type GuestProfile, guestField, PROFILE_FIELDS } from "@concierge/contract";
import type { guests } from "../../db/schema/index.js";
import { NO_STAYS, type Stays } from "./stays.js";

// The stored search text is the index's, never answered.
export type GuestRow = Omit<typeof guests.$inferSelect, "search">;

export const presentGuest = (row: GuestRow, stays: Stays = NO_STAYS): GuestProfile => ({
  Id: row.id,
  DomainId: row.domainId,
  ...(Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, row[guestField(field).column as keyof GuestRow]]),
  ) as Pick<GuestProfile, (typeof PROFILE_FIELDS)[number]>),
  Nationality: row.nationality,
  Notes: row.notes,
  Tags: row.tags,
  ...stays,
  MergedInto: row.mergedInto,
  AnonymizedAt: row.anonymizedAt?.toISOString() ?? null,
  Version: row.version,
});
