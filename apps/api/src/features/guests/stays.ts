import { count, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings, branches } from "../../db/schema/index.js";
import { dateOf, dayOf } from "../../lib/nights.js";
import { inDomain } from "../../lib/tenancy.js";

/** A profile's stays as its answer counts them (CONTRACT, "Guests"). */
export interface Stays {
  Stays: number;
  Nights: number;
  LastStay: string | null;
}

export const NO_STAYS: Stays = { Stays: 0, Nights: 0, LastStay: null };

// A stay's days on its branch's clock: its arrival up to its departure, the early one when the
// guest left before the day planned (the `stay` column); a stay within a day is one night, as the
// bookings' export counts it.
const zone = branches.timeZone;
const arrival = dateOf(sql`lower(${bookings.stay})`, zone);
const departure = sql`upper(${bookings.stay})`;
const nights = sql`greatest(${dateOf(departure, zone)} - ${arrival}, 1)`;

/**
 * The stays of the profiles `ids`, by profile id: one grouped statement for a whole page (the
 * bookings' `bookings_profile_idx`), a profile without a stay absent. Cancelled bookings are no stay.
 */
export async function staysOf(db: Db, domainId: string, ids: string[]): Promise<Map<string, Stays>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      profileId: bookings.profileId,
      stays: count(),
      nights: sql`sum(${nights})`.mapWith(Number),
      lastStay: sql<string>`max(${dayOf(departure, zone)})`,
    })
    .from(bookings)
    .innerJoin(branches, inDomain(branches, bookings.domainId, eq(branches.id, bookings.branchId)))
    .where(inDomain(bookings, domainId, inArray(bookings.profileId, ids), ne(bookings.status, "cancelled")))
    .groupBy(bookings.profileId);
  return new Map(
    rows.map((row) => [
      row.profileId as string,
      { Stays: row.stays, Nights: row.nights, LastStay: row.lastStay },
    ]),
  );
}
