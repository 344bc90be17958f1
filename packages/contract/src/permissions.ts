/**
 * The permission catalogue: the server decides with these, the console only hides what a user
 * may not use. The first administrator holds all of them.
 */
export const Permission = {
  /** Reach every domain's data, and write reference data (countries, utilities). */
  GLOBAL: "GLOBAL",
  /** Read the list of domains (hotel companies). */
  VIEW_DOMAINS: "VIEW_DOMAINS",
  /** Create, edit and delete domains. */
  MANAGE_DOMAINS: "MANAGE_DOMAINS",
  /** Create, edit and delete users. */
  MANAGE_USERS: "MANAGE_USERS",
  /** Create, edit and delete roles. */
  MANAGE_ROLES: "MANAGE_ROLES",
  /** Create, edit and delete branches. */
  MANAGE_BRANCHES: "MANAGE_BRANCHES",
  /** Create, edit and delete suites. */
  MANAGE_SUITES: "MANAGE_SUITES",
  /** Check guests in and out, edit and cancel bookings. */
  MANAGE_BOOKINGS: "MANAGE_BOOKINGS",
  /** Upload and delete images. */
  MANAGE_IMAGES: "MANAGE_IMAGES",
  /** Read the domain's audit trail. */
  VIEW_AUDIT: "VIEW_AUDIT",
  /** Mark rooms clean, dirty or inspected; alone, the rooms and housekeeping without the bookings. */
  HOUSEKEEPING: "HOUSEKEEPING",
  /** Find, create, edit and merge guest profiles (CONTRACT, "Guests"). */
  MANAGE_GUESTS: "MANAGE_GUESTS",
  /** Anonymize a guest's profile, stays and audit trail (GDPR article 17). */
  ERASE_GUESTS: "ERASE_GUESTS",
  /** Create and edit rate plans, set prices and restrictions (CONTRACT, "Rate plans and prices"). */
  MANAGE_RATES: "MANAGE_RATES",
  /** Post charges and payments, open folios, issue invoices, manage the catalogue and taxes. */
  MANAGE_FOLIOS: "MANAGE_FOLIOS",
  /** Allowances, refunds, moves between folios and credit notes (CONTRACT, "Folios and invoices"). */
  CORRECT_FOLIOS: "CORRECT_FOLIOS",
  /** Check a guest out while their folios do not balance, with a reason. */
  CHECKOUT_WITH_BALANCE: "CHECKOUT_WITH_BALANCE",
  /** Close a branch's day (the night audit) and read its day reports and forecast. */
  CLOSE_DAY: "CLOSE_DAY",
} as const;

export type Permission = (typeof Permission)[keyof typeof Permission];

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(Permission);

export function hasPermission(held: readonly string[] | null | undefined, needed: Permission) {
  return held?.includes(needed) ?? false;
}
