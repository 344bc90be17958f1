import type { CashierDay } from "@concierge/contract";
import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings, branches, domains, folioEntries, folios } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { domainOf, inDomain, ownerDomain } from "../../lib/tenancy.js";
import { bookingGuest } from "../bookings/index.js";
import { branchOf } from "../branches/index.js";
import { presentCashierDay } from "./present.js";

/** The branch's business date, its domain's currency. */
async function branchDay(db: Db, domainId: string, branchId: string) {
  const [day] = await db
    .select({ today: branches.businessDate, currency: domains.currency })
    .from(branches)
    .innerJoin(domains, ownerDomain(branches))
    .where(inDomain(branches, domainId, eq(branches.id, branchId)));
  return day ?? { today: "", currency: "" };
}

/**
 * The payments and refunds the branch took on its business day `date` (its current one unless
 * told), oldest first, read through the cashier's index (migration 0034).
 */
export async function cashierDay(
  db: Db,
  actor: Actor,
  params: { domainId: string; branchId: string },
  date: string | undefined,
): Promise<CashierDay> {
  const domain = await domainOf(db, actor, params.domainId);
  const branch = await branchOf(db, domain, params.branchId);
  const { today, currency } = await branchDay(db, domain, branch);
  const day = date ?? today;
  const entries = await db
    .select({
      id: folioEntries.id,
      folioId: folioEntries.folioId,
      bookingId: folioEntries.bookingId,
      guest: bookingGuest,
      suiteCode: bookings.suiteCode,
      kind: folioEntries.kind,
      method: folioEntries.method,
      amount: folioEntries.amount,
      reference: folioEntries.reference,
      reason: folioEntries.reason,
      postedAt: folioEntries.postedAt,
      postedBy: folioEntries.postedBy,
      postedByName: folioEntries.postedByName,
    })
    .from(folioEntries)
    .innerJoin(bookings, inDomain(bookings, folioEntries.domainId, eq(bookings.id, folioEntries.bookingId)))
    .where(
      inDomain(
        folioEntries,
        domain,
        eq(folioEntries.branchId, branch),
        eq(folioEntries.businessDate, day),
        inArray(folioEntries.kind, ["payment", "refund"]),
      ),
    )
    .orderBy(asc(folioEntries.postedAt), asc(folioEntries.id));
  return presentCashierDay(day, currency, entries);
}

/** The branch's departed stays whose folios do not balance, last departed first. */
export async function unbalancedFolios(db: Db, actor: Actor, params: { domainId: string; branchId: string }) {
  const domain = await domainOf(db, actor, params.domainId);
  const branch = await branchOf(db, domain, params.branchId);
  return db
    .select({
      folioId: folios.id,
      number: folios.number,
      bookingId: folios.bookingId,
      guest: bookingGuest,
      suiteCode: bookings.suiteCode,
      checkedOutAt: bookings.checkedOutDate,
      balance: folios.balance,
      currency: folios.currency,
    })
    .from(folios)
    .innerJoin(bookings, inDomain(bookings, folios.domainId, eq(bookings.id, folios.bookingId)))
    .where(
      and(
        inDomain(folios, domain, eq(folios.branchId, branch), ne(folios.balance, 0)),
        eq(bookings.status, "checked-out"),
      ),
    )
    .orderBy(desc(bookings.checkedOutDate), asc(folios.number));
}
