import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings, branches, folioEntries, folios } from "../../db/schema/index.js";
import { dateOf } from "../../lib/nights.js";
import { inDomain } from "../../lib/tenancy.js";

/**
 * What an invoice of the folio takes besides its entries: the branch's code and this year in its
 * zone (the number), and who it is made out to when the issue names nobody: the folio's payer,
 * else the booking's guest as booked. The invoice keeps a copy: an erasure of the guest later
 * leaves it whole (decision 0036).
 */
export async function billingOf(db: Db, domainId: string, folioId: string) {
  const [billing] = await db
    .select({
      code: branches.code,
      year: sql<number>`extract(year from ${dateOf(sql`now()`, branches.timeZone)})::int`,
      payer: folios.payer,
      guest: sql<string>`concat_ws(' ', nullif(${bookings.title}, ''), nullif(${bookings.firstName}, ''), nullif(${bookings.lastName}, ''))`,
    })
    .from(folios)
    .innerJoin(branches, inDomain(branches, folios.domainId, eq(branches.id, folios.branchId)))
    .innerJoin(bookings, inDomain(bookings, folios.domainId, eq(bookings.id, folios.bookingId)))
    .where(inDomain(folios, domainId, eq(folios.id, folioId)));
  if (!billing) throw new Error(`folio ${folioId} has no branch or booking`);
  return { ...billing, year: Number(billing.year), recipient: billing.payer || billing.guest };
}

/** The folio's entries, oldest service first, as the invoice lists them. */
export const entriesOf = (db: Db, domainId: string, folioId: string) =>
  db
    .select()
    .from(folioEntries)
    .where(inDomain(folioEntries, domainId, eq(folioEntries.folioId, folioId)))
    .orderBy(asc(folioEntries.serviceDate), asc(folioEntries.postedAt), asc(folioEntries.id));
