import type { AuditAction, AuditEntity, AuditEntry } from "@concierge/contract";

/** Each action in words, and its badge's colour. */
export const auditActions: Record<AuditAction, { label: string; color: string }> = {
  create: { label: "Created", color: "teal" },
  update: { label: "Changed", color: "blue" },
  delete: { label: "Deleted", color: "red" },
  checkin: { label: "Checked in", color: "green" },
  checkout: { label: "Checked out", color: "gray" },
  cancel: { label: "Cancelled", color: "orange" },
  noshow: { label: "No-show", color: "yellow" },
  login: { label: "Signed in", color: "indigo" },
  "login-failed": { label: "Sign-in failed", color: "pink" },
  logout: { label: "Signed out", color: "indigo" },
  "password-reset": { label: "Password set", color: "grape" },
  invite: { label: "Invitation sent", color: "cyan" },
  archive: { label: "Archived", color: "gray" },
  restore: { label: "Restored", color: "teal" },
};

export const auditEntities: Record<AuditEntity, string> = {
  user: "User",
  role: "Role",
  branch: "Branch",
  suite: "Suite",
  booking: "Booking",
  room: "Room",
  block: "Block",
  image: "Image",
  scan: "Guest ID scan",
  domain: "Domain",
  country: "Country",
  utility: "Utility",
};

/** The record's name when the entry was written (a guest's, a username); never its id. */
export const recordName = ({ Label }: AuditEntry) => Label || "—";

/** A field's value in a line of text: lists joined, nothing as "—". */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(", ") : "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** One changed field in words: "Price: 100 → 120"; a creation's new value, a deletion's old one. */
export function changeText(action: AuditAction, field: string, [before, after]: readonly unknown[]) {
  if (action === "create") return `${field}: ${valueText(after)}`;
  if (action === "delete") return `${field}: ${valueText(before)}`;
  return `${field}: ${valueText(before)} → ${valueText(after)}`;
}
