import type { furnishedDomain } from "./furnished-domain.js";

export type FurnishedDomain = Awaited<ReturnType<typeof furnishedDomain>>;

/**
 * Every signed-in screen of the console, for the walks that visit them all: the lists, their add
 * forms and the boards as `pages`; the dialogs a list opens from its address as `dialogs`.
 */
export function consoleScreens(domain: FurnishedDomain): { pages: string[]; dialogs: string[] } {
  const { admin } = domain;
  const lists = [
    "users",
    "roles",
    "branches",
    "suites",
    "bookings",
    "images",
    "countries",
    "utilities",
    "domains",
  ];
  const dialogs = [
    `users?details=${admin.userId}`,
    `users?edit=${admin.userId}`,
    `roles?details=${admin.roleId}`,
    `roles?edit=${admin.roleId}`,
    `branches?details=${admin.branchId}`,
    `branches?edit=${admin.branchId}`,
    `domains?details=${admin.domainId}`,
    `domains?edit=${admin.domainId}`,
    `suites?details=${domain.suite}`,
    `suites?edit=${domain.suite}`,
    `bookings?details=${domain.booking}`,
    `bookings?edit=${domain.booking}`,
    `rack?stay=${domain.booking}`,
    `countries?edit=${encodeURIComponent(domain.country)}`,
    `utilities?edit=${encodeURIComponent(domain.utility)}`,
  ];
  return {
    pages: [
      ...lists.flatMap((list) => [`/admin/${list}`, `/admin/${list}/add`]),
      ...["rack", "housekeeping", "audit"].map((board) => `/admin/${board}`),
    ],
    dialogs: dialogs.map((url) => `/admin/${url}`),
  };
}
