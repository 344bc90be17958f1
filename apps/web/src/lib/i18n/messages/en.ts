import type { Message } from "../translate";
import type { businessDay } from "./en/business-day";
import type { cashier } from "./en/cashier";
import type { contractEnglish } from "./en/contract";
import type { dayReports } from "./en/day-reports";
import type { folios } from "./en/folios";
import type { frontDesk } from "./en/front-desk";
import type { guestMerges } from "./en/guest-merges";
import type { inventory } from "./en/inventory";
import type { operations } from "./en/operations";
import type { rates } from "./en/rates";
import type { staff } from "./en/staff";

/**
 * The source of every console text, in English; fr, es and ar must have every key (a type check and
 * `catalogues.test.ts`). `{name}` is a parameter; an object holds plural forms chosen by `{count}`.
 * `refusal.*` are the server's refusals by their code, `contract.*` the contract's own texts (its
 * field rules) by their English words: a refusal or a form error is shown in the chosen language,
 * and in the contract's English where no translation exists.
 */
export const en = {
  "app.name": "Concierge",
  "app.tagline": "The back-office of your hotel",
  "app.pitch": "The back-office of your hotel: staff, branches, suites and walk-in bookings in one place.",
  "app.logo": "Concierge logo",
  "app.home": "Concierge home",
  "app.copyright": "© {year} Concierge",
  "app.documentTitle": "{title} · Concierge",

  "nav.label": "Main",
  "nav.home": "Home",
  "nav.users": "Users",
  "nav.roles": "Roles",
  "nav.branches": "Branches",
  "nav.suites": "Suites",
  "nav.bookings": "Bookings",
  "nav.guests": "Guests",
  "nav.rack": "Rack",
  "nav.housekeeping": "Housekeeping",
  "nav.images": "Images",
  "nav.countries": "Countries",
  "nav.utilities": "Utilities",
  "nav.audit": "Audit",
  "nav.domains": "Domains",
  "nav.toggle": "Toggle navigation",

  "shell.welcome": "Welcome, {name}",
  "shell.logout": "Logout",
  "live.label": "Live",
  "live.connecting": "Live changes: connecting",
  "live.connected": "Live changes: on, colleagues' changes appear as they happen",
  "live.reconnecting": "Live changes: reconnecting, colleagues' changes may show late",
  "language.label": "Language",
  "language.browser": "Browser's language ({name})",
  "language.saveFailed": "Your language could not be saved: {reason}",

  "auth.signIn.title": "Sign in to Concierge",
  "auth.username": "Username",
  "auth.password": "Password",
  "auth.forgotLink": "Forgot Password",
  "auth.login": "Login",
  "auth.forgot.title": "Forgot your password?",
  "auth.forgot.description":
    "Enter the email of your account and we will send you a link to choose a new one.",
  "auth.email": "Email",
  "auth.forgot.submit": "Send reset link",
  "auth.backToLogin": "Back to login",
  "auth.reset.title": "Choose a new password",
  "auth.reset.description": "The token is in the email we sent you.",
  "auth.token": "Token",
  "auth.newPassword": "New password",
  "auth.confirmPassword": "Confirm password",
  "auth.reset.submit": "Change password",

  "state.loading": "Loading",
  "state.empty": "no items available",
  "state.notFound.title": "Page not found",
  "state.notFound.text": "There is no page at this address.",
  "state.unexpected.title": "Unexpected Application Error!",
  "state.backHome": "Back to home",
  "state.noMatchFilters": "No {noun} match these filters",
  "state.noMatchSearch": 'No {noun} match "{q}"',
  "state.noMatchSearchAndFilters": 'No {noun} match "{q}" with these filters',
  "state.clearSearch": "Clear search",
  "state.clearFilters": "Clear filters",

  "action.cancel": "Cancel",
  "action.delete": "Delete",
  "action.close": "Close",
  "action.clear": "Clear",
  "action.update": "Update",
  "action.undo": "Undo",
  "action.details": "Details {name}",
  "action.edit": "Edit {name}",
  "action.deleteNamed": "Delete {name}",
  "action.actions": "Actions",
  "action.undoWithin": "Undo within {seconds} s",

  "list.export": "Export CSV",
  "list.exportFailed": "Export failed: {reason}",
  "list.clearSearch": "Clear search",
  "list.any": "Any",
  "list.from": "From",
  "list.to": "To",
  "list.range": "{first}–{last} of {total}",
  "list.rangeAtLeast": "{first}–{last} of {total}+",
  "list.rowsPerPage": "Rows per page",
  "list.perPage": "{count} per page",
  "list.firstPage": "First page",
  "list.previousPage": "Previous page",
  "list.nextPage": "Next page",
  "list.lastPage": "Last page",
  "list.sorted.ascending": ", sorted ascending",
  "list.sorted.descending": ", sorted descending",

  "refusal.unreachable": "Can't reach Concierge. Check your connection.",
  "refusal.too_many_attempts": "too many attempts, try again in a few minutes",

  "palette.open": "Search",
  "palette.label": "Go to a screen, or find a guest, user or room",
  "palette.placeholder": "Go to a screen, or find a guest, user or room…",
  "palette.searching": "Searching…",
  "palette.nothingFound": "Nothing found",
  "palette.goTo": "Go to {screen}",
  "palette.screen": "Screen",
  "palette.action": "Action",
  "palette.commands": "Screens and actions",
  "palette.profiles": "Guest profiles",
  "palette.guests": "Guests",
  "palette.users": "Users",
  "palette.rooms": "Rooms",
  "palette.room": "Room {code}",
  "add.booking": "Add booking",
  "add.guest": "New guest",
  "add.user": "Add user",
  "add.role": "Add role",
  "add.branch": "Add branch",
  "add.suite": "Add suite",
  "add.image": "Add image",
  "add.country": "Add country",
  "add.utility": "Add utility",
  "add.domain": "Add domain",
  "shortcuts.title": "Keyboard shortcuts",
  "shortcuts.palette": "Open the command palette: go to a screen, find a guest, user or room",
  "shortcuts.help": "Show these shortcuts",
  "shortcuts.search": "Search the list on screen",
  "shortcuts.choose": "Choose in the command palette",
  "shortcuts.escape": "Close a dialog or the palette; clear a list's search",
  "theme.label": "Theme",
  "theme.current": "Theme: {name}",
  "theme.light": "Light",
  "theme.dark": "Dark",
  "theme.system": "System",
  "theme.saveFailed": "Your theme could not be saved: {reason}",
  // What the error pages (static with the sign-in) say.
  "loadFailure.what": "{what} could not be loaded",
  "loadFailure.this": "This could not be loaded",
  "loadFailure.retry": "Retry",
  "noAccess.title": "You don't have access to this page",
  "noAccess.text": {
    one: "It takes the {permissions} permission; an administrator can add it to your role.",
    other: "It takes the {permissions} permissions; an administrator can add them to your role.",
  },
} as const satisfies Record<string, Message>;

/**
 * Every key: the texts of the signed-out pages and the frame above, the signed-in screens' (en/*.ts,
 * loaded with the signed-in frame) and the contract's (en/contract.ts, loaded with the contract);
 * english-source.ts puts them together.
 */
export type MessageKey =
  | keyof typeof en
  | keyof typeof frontDesk
  | keyof typeof operations
  | keyof typeof staff
  | keyof typeof inventory
  | keyof typeof contractEnglish
  | keyof typeof guestMerges
  | keyof typeof rates
  | keyof typeof cashier
  | keyof typeof businessDay
  | keyof typeof folios
  | keyof typeof dayReports;
/** What a translation holds: every key of the English source, each in its own words. */
export type Catalogue = Record<MessageKey, Message>;
