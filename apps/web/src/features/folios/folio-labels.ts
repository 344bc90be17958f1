import type { EntryKind, FolioEntry, PaymentMethod } from "@concierge/contract";
import type { MessageKey, Translate } from "../../lib/i18n";

export const methodLabels: Record<PaymentMethod, MessageKey> = {
  cash: "folios.method.cash",
  card: "folios.method.card",
  transfer: "folios.method.transfer",
  other: "folios.method.other",
};

export const kindLabels: Record<EntryKind, { label: MessageKey; color: string }> = {
  charge: { label: "folios.kind.charge", color: "blue" },
  allowance: { label: "folios.kind.allowance", color: "orange" },
  payment: { label: "folios.kind.payment", color: "teal" },
  refund: { label: "folios.kind.refund", color: "red" },
  transfer: { label: "folios.kind.transfer", color: "gray" },
};

/** How an entry is named on screen: its description, or its kind and method (a payment has none). */
export function entryName(entry: FolioEntry, t: Translate): string {
  if (entry.Description) return entry.Description;
  const kind = t(kindLabels[entry.Kind].label);
  return entry.Method ? `${kind} · ${t(methodLabels[entry.Method])}` : kind;
}
