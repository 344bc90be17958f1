import { BookingRefusal, FolioRefusal } from "@concierge/contract";
import { asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { folioEntries, folios, invoices } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, inDomain, rowId } from "../../lib/tenancy.js";
import type { FolioRow, ReadFolio } from "./present.js";
import { remainingOf } from "./remainders.js";
import { unpostedNights } from "./room-nights.js";

const corrections = alias(folioEntries, "corrections");
const corrected = alias(folioEntries, "corrected");
const creditNotes = alias(invoices, "credit_notes");

/**
 * The entries of `folioIds`, oldest service first, each with what is left of it: one statement,
 * the corrections summed per folio and entry they name.
 */
async function entriesOf(db: Db, domainId: string, folioIds: string[]) {
  const sums = db
    .select({
      domainId: corrections.domainId,
      folioId: corrections.folioId,
      correctsId: corrections.correctsId,
      sum: sql<string>`sum(${corrections.amount})`.as("sum"),
    })
    .from(corrections)
    .where(
      inDomain(
        corrections,
        domainId,
        inArray(corrections.folioId, folioIds),
        isNotNull(corrections.correctsId),
      ),
    )
    .groupBy(corrections.domainId, corrections.folioId, corrections.correctsId)
    .as("sums");
  const rows = await db
    .select({ entry: folioEntries, sum: sums.sum, correctedFolioId: corrected.folioId })
    .from(folioEntries)
    .leftJoin(
      sums,
      inDomain(
        sums,
        folioEntries.domainId,
        eq(sums.folioId, folioEntries.folioId),
        eq(sums.correctsId, folioEntries.id),
      ),
    )
    .leftJoin(
      corrected,
      inDomain(corrected, folioEntries.domainId, eq(corrected.id, folioEntries.correctsId)),
    )
    .where(inDomain(folioEntries, domainId, inArray(folioEntries.folioId, folioIds)))
    .orderBy(asc(folioEntries.serviceDate), asc(folioEntries.postedAt), asc(folioEntries.id));
  return rows.map(({ entry, sum, correctedFolioId }) => ({
    row: entry,
    remaining: remainingOf(
      entry,
      correctedFolioId !== null && correctedFolioId !== entry.folioId,
      Number(sum ?? 0),
    ),
  }));
}

/** The invoices and credit notes of `folioIds`, each invoice with the credit note that cancelled it. */
async function invoicesOf(db: Db, domainId: string, folioIds: string[]) {
  return db
    .select({
      folioId: invoices.folioId,
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      issuedAt: invoices.issuedAt,
      total: invoices.total,
      cancelledBy: creditNotes.id,
    })
    .from(invoices)
    .leftJoin(creditNotes, inDomain(creditNotes, invoices.domainId, eq(creditNotes.cancelsId, invoices.id)))
    .where(inDomain(invoices, domainId, inArray(invoices.folioId, folioIds)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.seq));
}

/** Folios of one booking read whole: a statement each for entries and invoices, whatever their number. */
async function readWhole(db: Db, domainId: string, rows: FolioRow[]): Promise<ReadFolio[]> {
  const first = rows[0];
  if (!first) return [];
  const ids = rows.map((row) => row.id);
  const entries = await entriesOf(db, domainId, ids);
  const issued = await invoicesOf(db, domainId, ids);
  const unposted = await unpostedNights(db, domainId, first.bookingId);
  return rows.map((row) => ({
    row,
    entries: entries.filter((entry) => entry.row.folioId === row.id),
    invoices: issued.filter((invoice) => invoice.folioId === row.id),
    unposted: unposted.map(({ night, price }) => ({ night, price })),
  }));
}

/** The folio `folioId` of the domain `domainId` (checked already), whole; 404 if it has none such. */
export async function readFolio(db: Db, domainId: string, folioId: string): Promise<ReadFolio> {
  const id = rowId(folioId, FolioRefusal.notFound);
  const rows = await db
    .select()
    .from(folios)
    .where(inDomain(folios, domainId, eq(folios.id, id)));
  const [folio] = await readWhole(db, domainId, rows);
  if (!folio) throw refuse(FolioRefusal.notFound);
  return folio;
}

/** A folio the actor may read. */
export async function folioOf(db: Db, actor: Actor, domainId: string, folioId: string) {
  return readFolio(db, await domainOf(db, actor, domainId), folioId);
}

/** The booking's folios (or its folio `number`), number 1 first; 404 for a booking the domain does not have. */
export async function foliosOfBooking(
  db: Db,
  actor: Actor,
  domainId: string,
  bookingId: string,
  number?: number,
) {
  const domain = await domainOf(db, actor, domainId);
  const id = rowId(bookingId, BookingRefusal.notFound);
  const rows = await db
    .select()
    .from(folios)
    .where(
      inDomain(
        folios,
        domain,
        eq(folios.bookingId, id),
        number === undefined ? undefined : eq(folios.number, number),
      ),
    )
    .orderBy(asc(folios.number));
  if (!rows.length) throw refuse(BookingRefusal.notFound);
  return readWhole(db, domain, rows);
}

/** Every entry of the folios of `bookingIds` (a guest's export), oldest service first: one statement. */
export async function entriesOfBookings(db: Db, domainId: string, bookingIds: string[]) {
  if (!bookingIds.length) return [];
  const ofBookings = db
    .select({ id: folios.id })
    .from(folios)
    .where(inDomain(folios, domainId, inArray(folios.bookingId, bookingIds)));
  return db
    .select()
    .from(folioEntries)
    .where(inDomain(folioEntries, domainId, inArray(folioEntries.folioId, ofBookings)))
    .orderBy(asc(folioEntries.serviceDate), asc(folioEntries.postedAt), asc(folioEntries.id));
}
