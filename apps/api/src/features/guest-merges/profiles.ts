import { type GuestProfile, GuestRefusal, guestField, PROFILE_FIELDS } from "@concierge/contract";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings, branches, guests } from "../../db/schema/index.js";
import { refuse } from "../../lib/errors.js";
import { dateOf, dayOf } from "../../lib/nights.js";
import { inDomain, rowId } from "../../lib/tenancy.js";

type GuestRow = typeof guests.$inferSelect;
interface Counts {
  stays: number;
  nights: number;
  lastStay: string | null;
}

// A minimal presenter of profiles with their counts, for the merges' answers; features/guests
// presents the profile for its own calls, and this folds into it.
function presentProfile(row: GuestRow, counts: Counts | undefined): GuestProfile {
  const fields = Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, row[guestField(field).column as keyof GuestRow]]),
  );
  return {
    Id: row.id,
    DomainId: row.domainId,
    ...(fields as Pick<GuestProfile, (typeof PROFILE_FIELDS)[number]>),
    Nationality: row.nationality,
    Notes: row.notes,
    Tags: row.tags,
    Stays: counts?.stays ?? 0,
    Nights: counts?.nights ?? 0,
    LastStay: counts?.lastStay ?? null,
    MergedInto: row.mergedInto,
    AnonymizedAt: row.anonymizedAt?.toISOString() ?? null,
  };
}

/** One profile of the domain, presented, or the refusal (404). */
export async function profileOf(db: Db, domainId: string, id: string): Promise<GuestProfile> {
  const profile = (await profilesOf(db, domainId, [rowId(id, GuestRefusal.notFound)])).get(id);
  if (!profile) throw refuse(GuestRefusal.notFound);
  return profile;
}

/** The domain's profiles of `ids` with their stays (bookings not cancelled), nights and last departure day. */
export async function profilesOf(
  db: Db,
  domainId: string,
  ids: string[],
): Promise<Map<string, GuestProfile>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(guests)
    .where(inDomain(guests, domainId, inArray(guests.id, ids)));
  const zone = branches.timeZone;
  const counts = await db
    .select({
      profileId: bookings.profileId,
      stays: sql<number>`count(*)::int`,
      nights: sql<number>`coalesce(sum(${dateOf(bookings.checkoutDate, zone)} - ${dateOf(bookings.checkinDate, zone)}), 0)::int`,
      lastStay: sql<string | null>`max(${dayOf(bookings.checkoutDate, zone)})`,
    })
    .from(bookings)
    .innerJoin(branches, inDomain(branches, bookings.domainId, eq(branches.id, bookings.branchId)))
    .where(
      inDomain(bookings, domainId, and(inArray(bookings.profileId, ids), ne(bookings.status, "cancelled"))),
    )
    .groupBy(bookings.profileId);
  const byProfile = new Map(counts.map((count) => [count.profileId, count]));
  return new Map(rows.map((row) => [row.id, presentProfile(row, byProfile.get(row.id))]));
}
