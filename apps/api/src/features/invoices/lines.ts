import type { TaxedLine } from "@concierge/contract";
import type { folioEntries, LineTax } from "../../db/schema/index.js";

type Entry = typeof folioEntries.$inferSelect;

/** A line of an invoice as stored (minor units), before it has its invoice. */
export interface DraftLine {
  entryId: string | null;
  kind: Entry["kind"];
  item: string | null;
  description: string;
  quantity: number;
  serviceDate: string;
  amount: number;
  net: number;
  tax: number;
  taxes: LineTax[];
}

/**
 * What an invoice bills: charges, allowances and transfers of charges, each its own line
 * (decision 00NN-invoices). Payments and refunds, and transfers of them, are what was paid. A
 * transfer carries its entry's item, and only payments and refunds have none.
 */
const isBilled = (entry: Entry) =>
  entry.kind === "charge" || entry.kind === "allowance" || (entry.kind === "transfer" && entry.item !== null);

/** The lines and what was paid of a folio's entries, given oldest first. */
export function billOf(entries: readonly Entry[]) {
  const lines: DraftLine[] = entries.filter(isBilled).map((entry) => ({
    entryId: entry.id,
    kind: entry.kind,
    item: entry.item,
    description: entry.description,
    quantity: entry.quantity,
    serviceDate: entry.serviceDate,
    amount: entry.amount,
    net: entry.net,
    tax: entry.tax,
    taxes: entry.taxes,
  }));
  const paid = -entries.filter((entry) => !isBilled(entry)).reduce((sum, entry) => sum + entry.amount, 0);
  return { lines, paid };
}

/** An invoice's totals: the sums of its lines' stored figures, never a tax worked out again. */
export function totalsOf(lines: readonly Pick<DraftLine, "amount" | "net" | "tax">[]) {
  return {
    net: lines.reduce((sum, line) => sum + line.net, 0),
    tax: lines.reduce((sum, line) => sum + line.tax, 0),
    total: lines.reduce((sum, line) => sum + line.amount, 0),
  };
}

/** The lines' taxes summed by code and rate: the net they were charged on and their tax. */
export function taxesOf(lines: readonly Pick<DraftLine, "net" | "taxes">[]) {
  const byRate = new Map<string, { code: string; rate: number; net: number; tax: number }>();
  for (const line of lines) {
    for (const tax of line.taxes) {
      const key = `${tax.Code}\u0000${tax.Rate}`;
      const sum = byRate.get(key) ?? { code: tax.Code, rate: tax.Rate, net: 0, tax: 0 };
      sum.net += line.net;
      sum.tax += tax.Tax;
      byRate.set(key, sum);
    }
  }
  return [...byRate.values()].sort((a, b) => a.code.localeCompare(b.code) || a.rate - b.rate);
}

/** A stored line as the contract's line helpers take it. */
export const taxedOf = (line: DraftLine): TaxedLine => ({
  Amount: line.amount,
  Net: line.net,
  Tax: line.tax,
  Taxes: line.taxes,
});
