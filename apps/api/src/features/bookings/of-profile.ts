import type { Booking } from "@concierge/contract";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings } from "../../db/schema/index.js";
import { inDomain } from "../../lib/tenancy.js";
import { stored } from "./holding.js";
import { presentBooking } from "./present.js";

/** A guest profile's bookings, newest arrival first (`bookings_profile_idx`). */
export async function bookingsOfProfile(db: Db, domainId: string, profileId: string): Promise<Booking[]> {
  const rows = await db
    .select(stored)
    .from(bookings)
    .where(inDomain(bookings, domainId, eq(bookings.profileId, profileId)))
    .orderBy(desc(bookings.checkinDate), desc(bookings.id));
  return rows.map(presentBooking);
}
