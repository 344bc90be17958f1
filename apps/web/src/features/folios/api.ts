import {
  type AllowanceBody,
  type ChargeBody,
  catalogueCalls,
  type Folio,
  folioCalls,
  type InvoiceBody,
  invoiceCalls,
  type PaymentBody,
  type RefundBody,
} from "@concierge/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { send, sendForFile } from "../../lib/http";
import { useWrite } from "../../lib/use-write";
import { branchChoicesQuery } from "../names";

/** The folios' queries; the check-out's refresh reaches them under this root too. */
export const folioKeys = {
  all: ["folios"] as const,
  booking: (domainId: string, bookingId: string) =>
    [...folioKeys.all, "booking", domainId, bookingId] as const,
  preview: (domainId: string, folioId: string) => [...folioKeys.all, "preview", domainId, folioId] as const,
  catalogue: (domainId: string, branchId: string) =>
    [...folioKeys.all, "catalogue", domainId, branchId] as const,
};

/** A folio the writes name: its domain and id. */
export type FolioRef = Pick<Folio, "Id"> & { DomainId: string };
const folioParams = (folio: FolioRef) => ({ domainId: folio.DomainId, folioId: folio.Id });

/** The booking's folios, number 1 first. */
export const bookingFoliosQuery = (domainId: string, bookingId: string) =>
  queryOptions({
    queryKey: folioKeys.booking(domainId, bookingId),
    queryFn: ({ signal }) => send(folioCalls.bookingFolios, { params: { domainId, bookingId } }, signal),
    enabled: domainId !== "" && bookingId !== "",
  });

export const useBookingFolios = (domainId: string, bookingId: string) =>
  useQuery(bookingFoliosQuery(domainId, bookingId));

/** What the branch sells and its taxes by period: the charge form fills price and tax from them. */
export const useCatalogue = (domainId: string, branchId: string) =>
  useQuery({
    queryKey: folioKeys.catalogue(domainId, branchId),
    queryFn: async ({ signal }) => {
      const params = { params: { domainId, branchId } };
      const [items, taxes] = await Promise.all([
        send(catalogueCalls.chargeItems, params, signal),
        send(catalogueCalls.taxes, params, signal),
      ]);
      return { items: items.ChargeItems, taxes: taxes.Taxes };
    },
    enabled: domainId !== "" && branchId !== "",
  });

/** Whether the branch's prices hold their taxes (the default) or have them added. */
export function usePricesIncludeTax(domainId: string, branchId: string): boolean {
  const branches = useQuery({
    ...branchChoicesQuery(domainId),
    select: ({ Branches }) => Branches.find((branch) => branch.Id === branchId)?.PricesIncludeTax,
  });
  return branches.data ?? true;
}

export const useInvoicePreview = (folio: FolioRef | undefined) =>
  useQuery({
    queryKey: folioKeys.preview(folio?.DomainId ?? "", folio?.Id ?? ""),
    queryFn: ({ signal }) =>
      send(invoiceCalls.invoicePreview, { params: folioParams(folio as FolioRef) }, signal),
    enabled: folio !== undefined,
    staleTime: 0,
  });

const useFolioWrite = <Input, Output>(write: (input: Input, key: string) => Promise<Output>) =>
  useWrite(write, folioKeys.all);

export const useCharge = () =>
  useFolioWrite(({ folio, body }: { folio: FolioRef; body: ChargeBody }, key) =>
    send(folioCalls.charge, { params: folioParams(folio), body }, undefined, key),
  );

export const usePayment = () =>
  useFolioWrite(({ folio, body }: { folio: FolioRef; body: PaymentBody }, key) =>
    send(folioCalls.payment, { params: folioParams(folio), body }, undefined, key),
  );

type Correction =
  | { kind: "allowance"; folio: FolioRef; entryId: string; body: AllowanceBody }
  | { kind: "refund"; folio: FolioRef; entryId: string; body: RefundBody };

/** An allowance on a charge or a refund of a payment: a new entry that points at it. */
export const useCorrection = () =>
  useFolioWrite(({ kind, folio, entryId, body }: Correction, key) => {
    const params = { ...folioParams(folio), entryId };
    return kind === "allowance"
      ? send(folioCalls.allowance, { params, body }, undefined, key)
      : send(folioCalls.refund, { params, body: body as RefundBody }, undefined, key);
  });

/** Split: a new folio for `payer` on the booking, then what is left of the entries moved to it. */
export const useSplit = () =>
  useFolioWrite(
    async (
      {
        folio,
        bookingId,
        payer,
        entryIds,
      }: { folio: FolioRef; bookingId: string; payer: string; entryIds: string[] },
      key,
    ) => {
      const body = { DomainId: folio.DomainId, BookingId: bookingId, Payer: payer };
      const opened = await send(folioCalls.open, { body }, undefined, key);
      const move = { EntryIds: entryIds, ToFolioId: opened.Id };
      return send(folioCalls.move, { params: folioParams(folio), body: move }, undefined, `${key}-move`);
    },
  );

export const useIssueInvoice = () =>
  useFolioWrite(({ folio, body }: { folio: FolioRef; body: InvoiceBody }, key) =>
    send(invoiceCalls.issueInvoice, { params: folioParams(folio), body }, undefined, key),
  );

export const useCancelInvoice = () =>
  useFolioWrite(({ domainId, invoiceId }: { domainId: string; invoiceId: string }, key) =>
    send(invoiceCalls.cancelInvoice, { params: { domainId, invoiceId } }, undefined, key),
  );

/** The invoice's PDF, asked for with the session's bearer and opened in a new tab. */
export async function openInvoicePdf(domainId: string, invoiceId: string) {
  const blob = await sendForFile(
    invoiceCalls.invoice,
    { params: { domainId, invoiceId } },
    undefined,
    "application/pdf",
  );
  const url = URL.createObjectURL(blob);
  window.open(url, "_blank", "noopener");
  // Freed later: the new tab reads it after this task has ended.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
