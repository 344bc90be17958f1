import type { calls } from "@concierge/contract";
import type { MessageKey } from "./lib/i18n/messages/en";

type Calls = typeof calls;
/**
 * A call of the contract by its name, `"users.create"`: the table names calls rather than holding
 * them, so that the sign-in screen, which reads it, loads no schema (lib/access.ts resolves them).
 */
export type CallName = {
  [Area in keyof Calls]: `${Area & string}.${keyof Calls[Area] & string}`;
}[keyof Calls];

/**
 * One screen of the console. Pure data, no React: the router, the navigation, the access check,
 * the palette and the end-to-end walks all read it, the last in Node.
 */
interface Screen<Name extends string = string> {
  /** Its address; links to it are made with `linkTo`, never written. */
  path: string;
  /** Its name where a link offers it: the side navigation, the palette. */
  title?: MessageKey;
  /** Open without a session, outside the console's frame. */
  signedOut?: true;
  /**
   * The call the screen is for: a user who may not send it sees no link to it, and its address
   * says it is not theirs (lib/access.ts). None: any member of the domain may use it.
   */
  call?: CallName;
  /**
   * In the side navigation, in this table's order: active on its path and the paths under it
   * (`section`), or on its path alone (`exact`).
   */
  nav?: "section" | "exact";
  /** The main action of that list screen, offered by the palette (first on that screen). */
  actionOf?: Name;
}

/** A list's add form, at its address's `/add`: the main action the palette offers on the list. */
const addForm = <List extends string>(list: List, title: MessageKey, call: CallName) =>
  ({ path: `/admin/${list}/add`, title, call, actionOf: list }) as const;

const table = {
  landing: { path: "/", signedOut: true },
  login: { path: "/admin/login", signedOut: true },
  forgotPassword: { path: "/admin/forgotpassword", signedOut: true },
  resetPassword: { path: "/admin/forgot/changePassword", signedOut: true },

  // The signed-in screens, the navigation's in its order.
  home: { path: "/admin", title: "nav.home", nav: "exact" },
  users: { path: "/admin/users", title: "nav.users", nav: "section" },
  roles: { path: "/admin/roles", title: "nav.roles", nav: "section" },
  branches: { path: "/admin/branches", title: "nav.branches", nav: "section" },
  suites: { path: "/admin/suites", title: "nav.suites", nav: "section" },
  bookings: { path: "/admin/bookings", title: "nav.bookings", nav: "section" },
  guests: { path: "/admin/guests", title: "nav.guests", nav: "section", call: "guests.list" },
  guestDuplicates: {
    path: "/admin/guest-duplicates",
    title: "nav.guestDuplicates",
    nav: "section",
    call: "guestMerges.duplicates",
  },
  rack: { path: "/admin/rack", title: "nav.rack", nav: "section" },
  // Any member reads the prices; MANAGE_RATES sets them (the screen says which).
  rates: { path: "/admin/rates", title: "nav.rates", nav: "section" },
  // Any member reads what a branch charges; MANAGE_RATES keeps it (the screen says which).
  catalogue: { path: "/admin/catalogue", title: "nav.catalogue", nav: "section" },
  housekeeping: { path: "/admin/housekeeping", title: "nav.housekeeping", nav: "section" },
  // The money a branch took on a day, and who left owing: for those who post to folios.
  cashier: { path: "/admin/cashier", title: "nav.cashier", nav: "section", call: "cashier.cashierDay" },
  // The night audit by hand: the day's loose ends, then its close (issue 31).
  day: { path: "/admin/day", title: "nav.day", nav: "section", call: "day.close" },
  // A closed day's report and the nights ahead: for those who close the day.
  dayReports: { path: "/admin/reports", title: "nav.dayReports", nav: "section", call: "day.report" },
  images: { path: "/admin/images", title: "nav.images", nav: "section" },
  // Reference data: read by every form, kept by GLOBAL users, whose screens these are.
  countries: { path: "/admin/countries", title: "nav.countries", nav: "section", call: "countries.create" },
  utilities: { path: "/admin/utilities", title: "nav.utilities", nav: "section", call: "utilities.create" },
  audit: { path: "/admin/audit", title: "nav.audit", nav: "section", call: "audit.list" },
  domains: { path: "/admin/domains", title: "nav.domains", nav: "section", call: "domains.list" },

  // The lists' add forms, in the palette's order: the desk's most used first.
  bookingAdd: addForm("bookings", "add.booking", "bookings.create"),
  guestAdd: addForm("guests", "add.guest", "guests.create"),
  userAdd: addForm("users", "add.user", "users.create"),
  roleAdd: addForm("roles", "add.role", "roles.create"),
  branchAdd: addForm("branches", "add.branch", "branches.create"),
  suiteAdd: addForm("suites", "add.suite", "suites.create"),
  imageAdd: addForm("images", "add.image", "images.upload"),
  countryAdd: addForm("countries", "add.country", "countries.create"),
  utilityAdd: addForm("utilities", "add.utility", "utilities.create"),
  domainAdd: addForm("domains", "add.domain", "domains.create"),

  // One record's screen, after the add forms: its parameter would also match their `/add`.
  guest: { path: "/admin/guests/:guestId", call: "guests.read" },
  // A booking's bills, under the bookings' section of the navigation.
  folio: { path: "/admin/bookings/:bookingId/folio", call: "folios.bookingFolios" },
} as const satisfies Record<string, Screen>;

export type ScreenName = keyof typeof table;
/** The screens the side navigation lists. */
export type NavScreen = {
  [Name in ScreenName]: (typeof table)[Name] extends { nav: string } ? Name : never;
}[ScreenName];

/** Every screen of the console, by name, in the navigation's order. */
export const screens: Record<ScreenName, Screen<ScreenName>> = table;

export const screenNames = Object.keys(screens) as ScreenName[];

/** A screen's path parameters by name: `{ guestId }` for `/admin/guests/:guestId`. */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, string>;
/** The screens of one record, whose address holds its id. */
export type RecordScreen = {
  [Name in ScreenName]: (typeof table)[Name]["path"] extends `${string}:${string}` ? Name : never;
}[ScreenName];
/** The screens `linkTo` reaches: those whose address holds no record's id. */
export type PlainScreen = Exclude<ScreenName, RecordScreen>;
export const isPlainScreen = (name: ScreenName): name is PlainScreen => !screens[name].path.includes(":");

/** The address of one record's screen, its parameters filled in: `linkToRecord("guest", { guestId })`. */
export function linkToRecord<Name extends RecordScreen>(
  screen: Name,
  params: ParamsOf<(typeof table)[Name]["path"]>,
  search?: Record<string, string>,
): string {
  const values = params as Record<string, string>;
  const path = screens[screen].path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ""),
  );
  return search === undefined ? path : `${path}?${new URLSearchParams(search)}`;
}

/** The address of a screen, with its search parameters when given (`?` and all, as the list reads them). */
export function linkTo(screen: PlainScreen, search?: Record<string, string> | URLSearchParams): string {
  const { path } = screens[screen];
  return search === undefined ? path : `${path}?${new URLSearchParams(search)}`;
}
