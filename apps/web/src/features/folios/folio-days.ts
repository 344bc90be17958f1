import type { FolioEntry } from "@concierge/contract";

/** An entry as the folio screen lists it: with the balance once it is counted. */
export interface CountedEntry extends FolioEntry {
  RunningBalance: number;
}

/** One service date's entries and what they add up to. */
export interface FolioDay {
  day: string;
  entries: CountedEntry[];
  total: number;
}

// Amounts travel as units with 2 decimals: they are added in minor units, so no float drifts.
const minor = (amount: number) => Math.round(amount * 100);

/**
 * The folio's entries (the server sends them by service date, then as posted) grouped by service
 * date, each with the balance after it, as a guest's bill reads.
 */
export function folioDays(entries: readonly FolioEntry[]): FolioDay[] {
  const days: FolioDay[] = [];
  let balance = 0;
  for (const entry of entries) {
    balance += minor(entry.Amount);
    let current = days.at(-1);
    if (current?.day !== entry.ServiceDate) {
      current = { day: entry.ServiceDate, entries: [], total: 0 };
      days.push(current);
    }
    current.entries.push({ ...entry, RunningBalance: balance / 100 });
    current.total = (minor(current.total) + minor(entry.Amount)) / 100;
  }
  return days;
}

/** The entries a correction may still take from: a charge or a payment (or their transfer in) with something left. */
export const correctable = (entry: FolioEntry) => (entry.Remaining ?? 0) > 0;

/**
 * Whether what is left of `entry` is money taken (refunded) rather than a charge (allowed): a payment
 * or a payment's transfer in takes from the balance, a charge or a charge's transfer in adds to it.
 */
export const isMoneyTaken = (entry: FolioEntry) => entry.Amount < 0;
