import { FolioRefusal } from "@concierge/contract";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { folios } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { sqlState } from "../../lib/db-errors.js";
import { refuse } from "../../lib/errors.js";
import { inDomain } from "../../lib/tenancy.js";
import { chargeNights, lockFolio, unpostedNights } from "../folios/index.js";

/**
 * The money of a check-out, in its transaction, after its nights are fitted to the stay (decision
 * 0042): first what the night audit would have posted (the nights that have ended, before the
 * branch's business date, not charged yet) goes to folio 1; then the booking's folios must balance,
 * unless `force` (the caller checked CHECKOUT_WITH_BALANCE). A refusal rolls the check-out back,
 * nights charged here included.
 */
export async function settleDeparture(
  tx: Tx,
  actor: Actor,
  domainId: string,
  bookingId: string,
  force: boolean,
) {
  const [first] = await tx
    .select({ id: folios.id })
    .from(folios)
    .where(inDomain(folios, domainId, eq(folios.bookingId, bookingId), eq(folios.number, 1)));
  if (first) {
    // Locked before the nights are read: a posting to this folio waits, and none is charged twice.
    const folio = await lockFolio(tx, domainId, first.id, { closedToo: true });
    const nights = await unpostedNights(tx, domainId, bookingId);
    const ended = nights.filter(({ night }) => night < folio.businessDate);
    if (ended.length && folio.status === "closed") throw refuse(FolioRefusal.closed(folio.number));
    await chargeNights(tx, actor, folio, ended).catch((error: unknown) => {
      // Another folio of the booking charged one of these nights meanwhile (its unique index).
      if (sqlState(error) === "23505") throw refuse(FolioRefusal.nightCharged(ended[0]?.night ?? ""));
      throw error;
    });
  }
  const [owed] = await tx
    .select({
      due: sql<number>`coalesce(sum(${folios.balance}), 0)`.mapWith(Number),
      currency: sql<string>`min(${folios.currency})`,
    })
    .from(folios)
    .where(inDomain(folios, domainId, eq(folios.bookingId, bookingId)));
  if (!owed || owed.due === 0 || force) return;
  throw refuse(
    owed.due > 0
      ? FolioRefusal.balanceDue(owed.due, owed.currency)
      : FolioRefusal.creditLeft(-owed.due, owed.currency),
  );
}
