import type { AuditAction, AuditEntity, AuditEntry } from "@concierge/contract";
import { type MessageKey, translate } from "../../lib/i18n";

/** Each action in words (its catalogue key), and its badge's colour. */
export const auditActions: Record<AuditAction, { label: MessageKey; color: string }> = {
  create: { label: "audit.action.create", color: "teal" },
  update: { label: "audit.action.update", color: "blue" },
  delete: { label: "audit.action.delete", color: "red" },
  checkin: { label: "audit.action.checkin", color: "green" },
  checkout: { label: "audit.action.checkout", color: "gray" },
  cancel: { label: "audit.action.cancel", color: "orange" },
  noshow: { label: "audit.action.noshow", color: "yellow" },
  login: { label: "audit.action.login", color: "indigo" },
  "login-failed": { label: "audit.action.login-failed", color: "pink" },
  logout: { label: "audit.action.logout", color: "indigo" },
  "password-reset": { label: "audit.action.password-reset", color: "grape" },
  invite: { label: "audit.action.invite", color: "cyan" },
  archive: { label: "audit.action.archive", color: "gray" },
  restore: { label: "audit.action.restore", color: "teal" },
  merge: { label: "audit.action.merge", color: "violet" },
  "undo-merge": { label: "audit.action.undo-merge", color: "violet" },
  anonymize: { label: "audit.action.anonymize", color: "red" },
  export: { label: "audit.action.export", color: "gray" },
  charge: { label: "audit.action.charge", color: "blue" },
  payment: { label: "audit.action.payment", color: "green" },
  allowance: { label: "audit.action.allowance", color: "orange" },
  refund: { label: "audit.action.refund", color: "orange" },
  move: { label: "audit.action.move", color: "violet" },
  "close-day": { label: "audit.action.close-day", color: "dark" },
};

/** Each kind of record in words (its catalogue key). */
export const auditEntities: Record<AuditEntity, MessageKey> = {
  user: "audit.entity.user",
  role: "audit.entity.role",
  branch: "audit.entity.branch",
  suite: "audit.entity.suite",
  booking: "audit.entity.booking",
  room: "audit.entity.room",
  block: "audit.entity.block",
  image: "audit.entity.image",
  scan: "audit.entity.scan",
  domain: "audit.entity.domain",
  country: "audit.entity.country",
  utility: "audit.entity.utility",
  guest: "audit.entity.guest",
  "rate-plan": "audit.entity.rate-plan",
  rates: "audit.entity.rates",
  folio: "audit.entity.folio",
  invoice: "audit.entity.invoice",
  "charge-item": "audit.entity.charge-item",
  tax: "audit.entity.tax",
};

/** The record's name when the entry was written (a guest's, a username); never its id. */
export const recordName = ({ Label }: AuditEntry) => Label || "—";

/** A field's value in a line of text: lists joined, nothing as "—". */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(", ") : "—";
  if (typeof value === "boolean") return translate(value ? "audit.yes" : "audit.no");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * One changed field in words: "Price: 100 → 120"; a creation's new value, a deletion's old one. The
 * field is named as the record stores it (the API's own name), in every language.
 */
export function changeText(action: AuditAction, field: string, [before, after]: readonly unknown[]) {
  if (action === "create") return `${field}: ${valueText(after)}`;
  if (action === "delete") return `${field}: ${valueText(before)}`;
  return `${field}: ${valueText(before)} → ${valueText(after)}`;
}
