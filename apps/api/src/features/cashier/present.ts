import { type CashierDay, fromMinorUnits, type PaymentMethod } from "@concierge/contract";

/** A payment or refund of the day as the service reads it: amounts signed as the ledger keeps them. */
export interface TakenEntry {
  id: string;
  folioId: string;
  bookingId: string;
  guest: string;
  suiteCode: string;
  kind: string;
  method: PaymentMethod | null;
  amount: number;
  reference: string;
  reason: string;
  postedAt: Date;
  postedBy: string | null;
  postedByName: string;
}

/** Adds `amount` (minor units) to the total of `key`, made with `start` the first time. */
function tally<T extends { amount: number; count: number }>(
  totals: Map<string, T>,
  key: string,
  start: () => T,
  amount: number,
) {
  const total = totals.get(key) ?? start();
  total.amount += amount;
  total.count += 1;
  totals.set(key, total);
}

/**
 * The cashier's day on the wire: money taken positive, refunds negative (the ledger's signs
 * reversed), summed in minor units and then by method, and by user and method.
 */
export function presentCashierDay(
  date: string,
  currency: string,
  entries: readonly TakenEntry[],
): CashierDay {
  const methods = new Map<string, { method: PaymentMethod; amount: number; count: number }>();
  const users = new Map<
    string,
    { userId: string | null; userName: string; method: PaymentMethod; amount: number; count: number }
  >();
  let total = 0;
  for (const entry of entries) {
    const method = entry.method ?? "other";
    const taken = -entry.amount;
    total += taken;
    tally(methods, method, () => ({ method, amount: 0, count: 0 }), taken);
    const user = { userId: entry.postedBy, userName: entry.postedByName, method, amount: 0, count: 0 };
    tally(users, `${entry.postedBy ?? entry.postedByName}|${method}`, () => user, taken);
  }
  return {
    Date: date,
    Currency: currency,
    Total: fromMinorUnits(total),
    Methods: [...methods.values()].map(({ method, amount, count }) => ({
      Method: method,
      Amount: fromMinorUnits(amount),
      Count: count,
    })),
    Users: [...users.values()].map(({ userId, userName, method, amount, count }) => ({
      UserId: userId,
      UserName: userName,
      Method: method,
      Amount: fromMinorUnits(amount),
      Count: count,
    })),
    Entries: entries.map((entry) => ({
      Id: entry.id,
      FolioId: entry.folioId,
      BookingId: entry.bookingId,
      Guest: entry.guest,
      SuiteCode: entry.suiteCode,
      Kind: entry.kind === "refund" ? "refund" : "payment",
      Method: entry.method ?? "other",
      Amount: fromMinorUnits(-entry.amount),
      Reference: entry.reference,
      Reason: entry.reason,
      PostedAt: entry.postedAt.toISOString(),
      PostedBy: entry.postedByName,
    })),
  };
}

/** A departed stay's folio that does not balance, on the wire. */
export const presentUnbalanced = (row: {
  folioId: string;
  number: number;
  bookingId: string;
  guest: string;
  suiteCode: string;
  checkedOutAt: Date | null;
  balance: number;
  currency: string;
}) => ({
  FolioId: row.folioId,
  Number: row.number,
  BookingId: row.bookingId,
  Guest: row.guest,
  SuiteCode: row.suiteCode,
  CheckedOutAt: row.checkedOutAt?.toISOString() ?? "",
  Balance: fromMinorUnits(row.balance),
  Currency: row.currency,
});
