import { BookingRefusal, type OpenFolioBody } from "@concierge/contract";
import { eq, max } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { folios } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, inDomain, rowId } from "../../lib/tenancy.js";
import { readFolio } from "./read.js";

/**
 * Opens another folio on the booking, numbered after its last: two openings at once queue on the
 * booking's folio 1 row, so neither takes the other's number.
 */
export async function openFolio(db: Db, actor: Actor, body: OpenFolioBody) {
  const domainId = await domainOf(db, actor, body.DomainId);
  const bookingId = rowId(body.BookingId, BookingRefusal.notFound);
  const ofBooking = inDomain(folios, domainId, eq(folios.bookingId, bookingId));
  return db.transaction(async (tx) => {
    const [first] = await tx
      .select({ branchId: folios.branchId, currency: folios.currency })
      .from(folios)
      .where(inDomain(folios, domainId, eq(folios.bookingId, bookingId), eq(folios.number, 1)))
      .for("update");
    if (!first) throw refuse(BookingRefusal.notFound);
    const [last] = await tx
      .select({ number: max(folios.number) })
      .from(folios)
      .where(ofBooking);
    const [opened] = await tx
      .insert(folios)
      .values({
        domainId,
        bookingId,
        branchId: first.branchId,
        currency: first.currency,
        number: (last?.number ?? 1) + 1,
        payer: body.Payer,
      })
      .returning({ id: folios.id });
    return readFolio(tx, domainId, opened?.id ?? "");
  });
}
