import { ROOM_ITEM } from "@concierge/contract";
import { asc, eq, inArray, max, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { bookingNights, bookings, folioEntries, folios } from "../../db/schema/index.js";
import { inDomain } from "../../lib/tenancy.js";
import { type Poster, postEach, roomCharging, roomNightPosting } from "../folios/index.js";
import type { ClosingBranch } from "./branch-day.js";

const charged = alias(folioEntries, "charged");
const lowest = alias(folios, "lowest");

/**
 * The stays in house over `night` whose night is not charged yet, each with its open folio of the
 * lowest number (folio 1 unless it was invoiced; null when all were).
 */
function unchargedStays(tx: Db, branch: ClosingBranch, night: string) {
  const openFolio = tx
    .select({ id: lowest.id })
    .from(lowest)
    .where(inDomain(lowest, bookings.domainId, eq(lowest.bookingId, bookings.id), eq(lowest.status, "open")))
    .orderBy(asc(lowest.number))
    .limit(1);
  const nightCharged = tx
    .select({ one: sql`1` })
    .from(charged)
    .where(
      inDomain(
        charged,
        bookingNights.domainId,
        eq(charged.bookingId, bookingNights.bookingId),
        eq(charged.serviceDate, bookingNights.night),
        eq(charged.kind, "charge"),
        eq(charged.item, ROOM_ITEM),
      ),
    );
  return tx
    .select({
      bookingId: bookings.id,
      suiteCode: bookings.suiteCode,
      price: bookingNights.price,
      folioId: sql<string | null>`(${openFolio})`,
    })
    .from(bookingNights)
    .innerJoin(bookings, inDomain(bookings, bookingNights.domainId, eq(bookings.id, bookingNights.bookingId)))
    .where(
      inDomain(
        bookingNights,
        branch.domainId,
        eq(bookingNights.night, night),
        eq(bookings.branchId, branch.branchId),
        eq(bookings.status, "in-house"),
        notExists(nightCharged),
      ),
    );
}

/**
 * The folios `ids` locked, in id order, with their balances. The branch is locked already, so no
 * posting of it holds one (postings lock the branch first) and nothing changes them meanwhile.
 */
async function lockFolios(tx: Db, branch: ClosingBranch, ids: string[]) {
  const locked = await tx
    .select({ id: folios.id, balance: folios.balance })
    .from(folios)
    .where(inDomain(folios, branch.domainId, inArray(folios.id, ids)))
    .orderBy(asc(folios.id))
    .for("update");
  return new Map(locked.map((folio) => [folio.id, folio]));
}

/**
 * Another folio for a stay whose folios were all invoiced: its night needs an open one. Numbered
 * after its last, for the payer of its folio 1.
 */
async function openAnotherFolio(tx: Db, branch: ClosingBranch, bookingId: string) {
  const ofBooking = inDomain(folios, branch.domainId, eq(folios.bookingId, bookingId));
  const [last] = await tx
    .select({
      number: max(folios.number),
      payer: sql<string>`min(${folios.payer})`,
      currency: sql<string>`min(${folios.currency})`,
    })
    .from(folios)
    .where(ofBooking);
  const [opened] = await tx
    .insert(folios)
    .values({
      domainId: branch.domainId,
      branchId: branch.branchId,
      bookingId,
      number: (last?.number ?? 0) + 1,
      payer: last?.payer ?? "",
      currency: last?.currency ?? branch.currency,
    })
    .returning({ id: folios.id });
  if (!opened) throw new Error(`no folio opened for booking ${bookingId}`);
  return opened.id;
}

/**
 * Posts the room charge of `night` to every stay in house over it not charged yet, at the night's
 * price, in one statement per thousand: the unique index of room nights forbids a second, so a close
 * run again posts nothing twice. Answers the folios it charged.
 */
export async function chargeNight(tx: Db, poster: Poster, branch: ClosingBranch, night: string) {
  const stays = await unchargedStays(tx, branch, night);
  if (!stays.length) return [];
  for (const stay of stays) stay.folioId ??= await openAnotherFolio(tx, branch, stay.bookingId);
  const locked = await lockFolios(
    tx,
    branch,
    stays.map((stay) => stay.folioId ?? ""),
  );
  const charging = await roomCharging(tx, branch.domainId, branch.branchId, branch.pricesIncludeTax);
  await postEach(
    tx,
    poster,
    stays.map((stay) => {
      const folio = locked.get(stay.folioId ?? "");
      if (!folio) throw new Error(`the folio of booking ${stay.bookingId} is gone`);
      return {
        folio: {
          ...folio,
          domainId: branch.domainId,
          branchId: branch.branchId,
          bookingId: stay.bookingId,
          businessDate: night,
        },
        posting: roomNightPosting(charging, { night, price: stay.price, suiteCode: stay.suiteCode }),
      };
    }),
  );
  return [...locked.keys()];
}
