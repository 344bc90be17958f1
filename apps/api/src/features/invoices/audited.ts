import type { Invoice } from "@concierge/contract";
import { isId } from "@concierge/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { invoices } from "../../db/schema/index.js";
import { inDomain } from "../../lib/tenancy.js";

/**
 * A cancel as the trail records it: on the invoice cancelled, its `CancelledBy` going from null to
 * the credit note's number. The reader keeps the invoice's number for the entry after the write.
 */
const cancelling = new WeakMap<object, string>();

export async function readCancelled(db: Db, request: { params: { domainId: string; invoiceId: string } }) {
  const { domainId, invoiceId } = request.params;
  if (!isId(domainId) || !isId(invoiceId)) return undefined;
  const [invoice] = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(inDomain(invoices, domainId.toLowerCase(), eq(invoices.id, invoiceId.toLowerCase())));
  if (!invoice) return undefined;
  cancelling.set(request, invoice.number);
  return { Id: invoice.id, Number: invoice.number, CancelledBy: null };
}

export const recordedCancel = (answer: Invoice | Record<string, unknown>, request: object) => ({
  Id: answer.CancelsId,
  Number: cancelling.get(request),
  CancelledBy: answer.Number,
});
