import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { bookings, branches, domains, suiteCodes, suites } from "../../../db/schema/index.js";
import { inDomain, ownerDomain } from "../../../lib/tenancy.js";
import { stored } from "../holding.js";

/** A booking with what a guest's mail tells of it: the hotel, its zone and currency, the room's category. */
export async function stayOf(db: Db, domainId: string, bookingId: string) {
  const [stay] = await db
    .select({
      booking: stored,
      hotel: domains.name,
      currency: domains.currency,
      branch: {
        name: branches.name,
        address: branches.address,
        state: branches.state,
        country: branches.country,
        phone: branches.phone,
        email: branches.email,
        timeZone: branches.timeZone,
      },
      category: suites.category,
    })
    .from(bookings)
    .innerJoin(branches, inDomain(branches, bookings.domainId, eq(branches.id, bookings.branchId)))
    .innerJoin(domains, ownerDomain(bookings))
    .leftJoin(
      suiteCodes,
      inDomain(
        suiteCodes,
        bookings.domainId,
        eq(suiteCodes.branchId, bookings.branchId),
        eq(suiteCodes.code, bookings.suiteCode),
      ),
    )
    .leftJoin(suites, inDomain(suites, suiteCodes.domainId, eq(suites.id, suiteCodes.suiteId)))
    .where(inDomain(bookings, domainId, eq(bookings.id, bookingId)));
  return stay;
}

export type Stay = NonNullable<Awaited<ReturnType<typeof stayOf>>>;
