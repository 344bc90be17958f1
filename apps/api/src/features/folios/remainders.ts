import type { EntryRow } from "./present.js";

/**
 * What an entry is to the corrections that may name it: a charge's (a charge, or a charge's
 * transfer arrived from another folio), a payment's (a payment, or its transfer in), or neither
 * (an allowance, a refund, a transfer out: they correct, and nothing corrects them).
 */
export type Origin = "charge" | "payment";

/** `arrived`: the entry is a transfer whose corrected entry lives in another folio. */
export function originOf(entry: Pick<EntryRow, "kind" | "amount">, arrived: boolean): Origin | null {
  if (entry.kind === "charge") return "charge";
  if (entry.kind === "payment") return "payment";
  if (entry.kind === "transfer" && arrived) return entry.amount < 0 ? "payment" : "charge";
  return null;
}

/**
 * What is left of an entry (minor units, positive) once the corrections posted in its own folio
 * (`corrected`, their signed sum) are counted; null for an entry that corrects another. A transfer
 * in the other folio corrects the same entry but is not counted: it is what left this one.
 */
export function remainingOf(entry: Pick<EntryRow, "kind" | "amount">, arrived: boolean, corrected: number) {
  const origin = originOf(entry, arrived);
  if (origin === null) return null;
  const left = entry.amount + corrected;
  return origin === "payment" ? -left : left;
}
