import type { EntryKind, PaymentMethod } from "@concierge/contract";
import type { MessageKey } from "../../lib/i18n";

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
