import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { folios, invoiceLines, invoices } from "../../db/schema/index.js";
import { inDomain } from "../../lib/tenancy.js";
import type { DraftLine } from "./lines.js";

type Stored = typeof invoices.$inferSelect;

/** An invoice or a credit note as presented, issued or previewed (no id, number nor date). */
export interface InvoiceDocument {
  domainId: string;
  id: string | null;
  number: string | null;
  kind: Stored["kind"];
  cancelsId: string | null;
  folioId: string;
  bookingId: string;
  branchId: string;
  issuedAt: Date | null;
  recipient: string;
  currency: string;
  lines: DraftLine[];
  net: number;
  tax: number;
  total: number;
  paid: number;
}

export const documentOf = (stored: Stored, bookingId: string, lines: DraftLine[]): InvoiceDocument => ({
  domainId: stored.domainId,
  id: stored.id,
  number: stored.number,
  kind: stored.kind,
  cancelsId: stored.cancelsId,
  folioId: stored.folioId,
  bookingId,
  branchId: stored.branchId,
  issuedAt: stored.issuedAt,
  recipient: stored.recipient,
  currency: stored.currency,
  lines,
  net: stored.net,
  tax: stored.tax,
  total: stored.total,
  paid: stored.paid,
});

/** The domain's invoice of that id with its booking, or nothing. */
export async function storedInvoice(db: Db, domainId: string, invoiceId: string) {
  const [found] = await db
    .select({ invoice: invoices, bookingId: folios.bookingId })
    .from(invoices)
    .innerJoin(folios, inDomain(folios, invoices.domainId, eq(folios.id, invoices.folioId)))
    .where(inDomain(invoices, domainId, eq(invoices.id, invoiceId)));
  return found;
}

/** A stored line as the invoice's draft has it. */
const draftLineOf = ({
  domainId: _domain,
  invoiceId: _invoice,
  lineNo: _no,
  kind,
  ...line
}: typeof invoiceLines.$inferSelect): DraftLine => ({ ...line, kind: kind as DraftLine["kind"] });

/** A stored invoice's lines, in their order. */
export async function linesOf(db: Db, domainId: string, invoiceId: string): Promise<DraftLine[]> {
  const rows = await db
    .select()
    .from(invoiceLines)
    .where(inDomain(invoiceLines, domainId, eq(invoiceLines.invoiceId, invoiceId)))
    .orderBy(asc(invoiceLines.lineNo));
  return rows.map(draftLineOf);
}

/** Stores an invoice and its lines, numbered 1, 2… in the order given. */
export async function store(
  tx: Db,
  values: typeof invoices.$inferInsert,
  bookingId: string,
  lines: DraftLine[],
): Promise<InvoiceDocument> {
  const [stored] = await tx.insert(invoices).values(values).returning();
  if (!stored) throw new Error("an invoice insert returned no row");
  await tx
    .insert(invoiceLines)
    .values(
      lines.map((line, i) => ({ ...line, domainId: stored.domainId, invoiceId: stored.id, lineNo: i + 1 })),
    );
  return documentOf(stored, bookingId, lines);
}

/** Opens or closes a folio: an invoice closes it, its credit note opens it again. */
export const setFolioStatus = (tx: Db, domainId: string, folioId: string, status: "open" | "closed") =>
  tx
    .update(folios)
    .set({ status })
    .where(inDomain(folios, domainId, eq(folios.id, folioId)));

/** The invoices and credit notes of the folios of `bookingIds` (a guest's export), with their lines. */
export async function documentsOfBookings(db: Db, domainId: string, bookingIds: string[]) {
  if (!bookingIds.length) return [];
  const issued = await db
    .select({ invoice: invoices, bookingId: folios.bookingId })
    .from(invoices)
    .innerJoin(folios, inDomain(folios, invoices.domainId, eq(folios.id, invoices.folioId)))
    .where(inDomain(invoices, domainId, inArray(folios.bookingId, bookingIds)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.seq));
  if (!issued.length) return [];
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(
      inDomain(
        invoiceLines,
        domainId,
        inArray(
          invoiceLines.invoiceId,
          issued.map(({ invoice }) => invoice.id),
        ),
      ),
    )
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.lineNo));
  return issued.map(({ invoice, bookingId }) =>
    documentOf(invoice, bookingId, lines.filter((line) => line.invoiceId === invoice.id).map(draftLineOf)),
  );
}
