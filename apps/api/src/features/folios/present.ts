import { type Folio, type FolioEntry, fromMinorUnits } from "@concierge/contract";
import type { folioEntries, folios, LineTax } from "../../db/schema/index.js";

export type EntryRow = typeof folioEntries.$inferSelect;

/** A stored line's taxes on the wire: the rate in percent (1900 is 19), the tax in units. */
export const presentTaxes = (taxes: readonly LineTax[]) =>
  taxes.map((tax) => ({ Code: tax.Code, Percent: tax.Rate / 100, Tax: fromMinorUnits(tax.Tax) }));

/** An entry and what is left of it (minor units, positive), null for an entry that corrects another. */
export const presentEntry = (row: EntryRow, remaining: number | null): FolioEntry => ({
  Id: row.id,
  Kind: row.kind,
  Item: row.item,
  Description: row.description,
  Quantity: row.quantity,
  Amount: fromMinorUnits(row.amount),
  Net: fromMinorUnits(row.net),
  Tax: fromMinorUnits(row.tax),
  Taxes: presentTaxes(row.taxes),
  ServiceDate: row.serviceDate,
  BusinessDate: row.businessDate,
  CorrectsId: row.correctsId,
  Method: row.method,
  Reference: row.reference,
  Reason: row.reason,
  PostedAt: row.postedAt.toISOString(),
  PostedBy: row.postedByName,
  Remaining: remaining === null ? null : fromMinorUnits(remaining),
});

export type FolioRow = typeof folios.$inferSelect;

/** A folio with its entries, invoices and the booking's nights not charged yet, as read (read.ts). */
export interface ReadFolio {
  row: FolioRow;
  entries: { row: EntryRow; remaining: number | null }[];
  invoices: {
    id: string;
    number: string;
    kind: "invoice" | "credit-note";
    issuedAt: Date;
    total: number;
    cancelledBy: string | null;
  }[];
  unposted: { night: string; price: number }[];
}

export const presentFolio = ({ row, entries, invoices, unposted }: ReadFolio): Folio => ({
  Id: row.id,
  BookingId: row.bookingId,
  BranchId: row.branchId,
  Number: row.number,
  Payer: row.payer,
  Status: row.status,
  Currency: row.currency,
  Entries: entries.map((entry) => presentEntry(entry.row, entry.remaining)),
  Balance: fromMinorUnits(row.balance),
  Invoices: invoices.map((invoice) => ({
    Id: invoice.id,
    Number: invoice.number,
    Kind: invoice.kind,
    IssuedAt: invoice.issuedAt.toISOString(),
    Total: fromMinorUnits(invoice.total),
    CancelledBy: invoice.cancelledBy,
  })),
  Unposted: unposted.map(({ night, price }) => ({ Night: night, Price: fromMinorUnits(price) })),
  Version: row.version,
});
