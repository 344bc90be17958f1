import { FolioRefusal, negatedLine } from "@concierge/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { folios, invoices } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { violatedConstraint } from "../../lib/db-errors.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, inDomain, rowId } from "../../lib/tenancy.js";
import { lockFolio } from "../folios/index.js";
import { billingOf, entriesOf } from "./billing.js";
import {
  documentOf,
  type InvoiceDocument,
  linesOf,
  setFolioStatus,
  store,
  storedInvoice,
} from "./documents.js";
import { billOf, taxedOf, totalsOf } from "./lines.js";
import { invoiceNumber, nextNumber } from "./numbers.js";

interface FolioParams {
  domainId: string;
  folioId: string;
}

interface InvoiceParams {
  domainId: string;
  invoiceId: string;
}

/** The invoice that issuing would make now: nothing is numbered, stored nor closed. */
export async function previewInvoice(db: Db, actor: Actor, params: FolioParams): Promise<InvoiceDocument> {
  const domainId = await domainOf(db, actor, params.domainId);
  const id = rowId(params.folioId, FolioRefusal.notFound);
  const [folio] = await db
    .select()
    .from(folios)
    .where(inDomain(folios, domainId, eq(folios.id, id)));
  if (!folio) throw refuse(FolioRefusal.notFound);
  const { lines, paid } = billOf(await entriesOf(db, domainId, folio.id));
  const billing = await billingOf(db, domainId, folio.id);
  return {
    domainId,
    id: null,
    number: null,
    kind: "invoice",
    cancelsId: null,
    folioId: folio.id,
    bookingId: folio.bookingId,
    branchId: folio.branchId,
    issuedAt: null,
    recipient: billing.recipient,
    currency: folio.currency,
    lines,
    ...totalsOf(lines),
    paid,
  };
}

/**
 * Issues the folio's invoice and closes the folio, in one transaction under the folio's lock: its
 * balance must be 0, and its number is the branch's next of the year (`nextNumber`).
 */
export async function issueInvoice(
  db: Db,
  actor: Actor,
  params: FolioParams,
  body: { Recipient?: string },
): Promise<InvoiceDocument> {
  const domainId = await domainOf(db, actor, params.domainId);
  return db.transaction(async (tx) => {
    const folio = await lockFolio(tx, domainId, params.folioId);
    if (folio.balance !== 0) throw refuse(FolioRefusal.unbalanced(folio.balance, folio.currency));
    const { lines, paid } = billOf(await entriesOf(tx, domainId, folio.id));
    if (!lines.length) throw refuse(FolioRefusal.nothingToInvoice);
    const billing = await billingOf(tx, domainId, folio.id);
    const seq = await nextNumber(tx, domainId, folio.branchId, billing.year);
    const issued = await store(
      tx,
      {
        domainId,
        branchId: folio.branchId,
        folioId: folio.id,
        kind: "invoice",
        year: billing.year,
        seq,
        number: invoiceNumber(billing.code, billing.year, seq),
        recipient: body.Recipient || billing.recipient,
        currency: folio.currency,
        ...totalsOf(lines),
        paid,
        issuedBy: actor.userId,
        issuedByName: actor.username,
      },
      folio.bookingId,
      lines,
    );
    await setFolioStatus(tx, domainId, folio.id, "closed");
    return issued;
  });
}

/** An invoice or a credit note of the domain, as issued. */
export async function findInvoice(db: Db, actor: Actor, params: InvoiceParams): Promise<InvoiceDocument> {
  const domainId = await domainOf(db, actor, params.domainId);
  const found = await storedInvoice(db, domainId, rowId(params.invoiceId, FolioRefusal.invoiceNotFound));
  if (!found) throw refuse(FolioRefusal.invoiceNotFound);
  return documentOf(found.invoice, found.bookingId, await linesOf(db, domainId, found.invoice.id));
}

/**
 * Cancels an invoice by its credit note (the branch's next number, every line and total negated)
 * and opens its folio again, under the folio's lock: two cancels of one invoice queue there, and
 * the second finds the first's credit note.
 */
export async function cancelInvoice(db: Db, actor: Actor, params: InvoiceParams): Promise<InvoiceDocument> {
  const domainId = await domainOf(db, actor, params.domainId);
  const invoiceId = rowId(params.invoiceId, FolioRefusal.invoiceNotFound);
  return db.transaction(async (tx) => {
    const found = await storedInvoice(tx, domainId, invoiceId);
    if (!found) throw refuse(FolioRefusal.invoiceNotFound);
    const { invoice } = found;
    if (invoice.kind !== "invoice") throw refuse(FolioRefusal.notAnInvoice);
    const folio = await lockFolio(tx, domainId, invoice.folioId, { closedToo: true });
    const [cancelled] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(inDomain(invoices, domainId, eq(invoices.cancelsId, invoice.id)));
    if (cancelled) throw refuse(FolioRefusal.alreadyCancelled(invoice.number));
    const billing = await billingOf(tx, domainId, folio.id);
    const seq = await nextNumber(tx, domainId, folio.branchId, billing.year);
    const lines = (await linesOf(tx, domainId, invoice.id)).map((line) => {
      const negated = negatedLine(taxedOf(line));
      return { ...line, amount: negated.Amount, net: negated.Net, tax: negated.Tax, taxes: negated.Taxes };
    });
    const credit = await store(
      tx,
      {
        domainId,
        branchId: folio.branchId,
        folioId: folio.id,
        kind: "credit-note",
        cancelsId: invoice.id,
        year: billing.year,
        seq,
        number: invoiceNumber(billing.code, billing.year, seq),
        recipient: invoice.recipient,
        currency: invoice.currency,
        net: -invoice.net,
        tax: -invoice.tax,
        total: -invoice.total,
        paid: -invoice.paid,
        issuedBy: actor.userId,
        issuedByName: actor.username,
      },
      found.bookingId,
      lines,
    ).catch((error: unknown) => {
      // Backs the check above should two cancels ever pass it together.
      if (violatedConstraint(error) === "invoices_cancels_key") {
        throw refuse(FolioRefusal.alreadyCancelled(invoice.number));
      }
      throw error;
    });
    await setFolioStatus(tx, domainId, folio.id, "open");
    return credit;
  });
}
