import {
  addDays,
  type BookingSort,
  type BookingStatus,
  BranchRefusal,
  invalid,
  ListMessage,
  type ListOrder,
} from "@concierge/contract";
import { and, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { bookings, bookingTallies, suiteCodes, suites } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import {
  asParams,
  asPlaceholders,
  type Bound,
  builtByShape,
  builtOnce,
  givenOf,
} from "../../lib/built-once.js";
import { refuse } from "../../lib/errors.js";
import { byText, countWhere, holding, likeEscaped, orderOf, pagedRows } from "../../lib/listing.js";
import { domainOf, inDomain, rowId } from "../../lib/tenancy.js";
import { branchZoneOf } from "../branches/index.js";
import { exportedBooking, exportedFields } from "./export.js";
import { stored } from "./holding.js";
import { type BookingRow, presentBooking } from "./present.js";

export interface BookingListing {
  domainId: string;
  branchId: string;
  inHouse: boolean;
  q?: string;
  sort?: ListOrder<BookingSort>;
  status?: BookingStatus[];
  from?: string;
  to?: string;
  category?: string;
}

const sortable: Record<BookingSort, AnyPgColumn | SQL> = {
  FirstName: byText(bookings.firstName),
  LastName: byText(bookings.lastName),
  SuiteCode: byText(bookings.suiteCode),
  Email: byText(bookings.email),
  Phone: bookings.phone,
  CheckinDate: bookings.checkinDate,
  CheckoutDate: bookings.checkoutDate,
  BookedDate: bookings.bookedDate,
  CheckedOutDate: bookings.checkedOutDate,
  Status: bookings.status,
  Rate: bookings.rate,
};

/** What a person types to find a booking, as `bookings_search_idx` (migration 0013) indexes it. */
const searchable = sql`search_text(${bookings.firstName} || ' ' || ${bookings.lastName} || ' ' || ${bookings.otherName} || ' ' || ${bookings.phone} || ' ' || ${bookings.email} || ' ' || ${bookings.guestId} || ' ' || ${bookings.suiteCode})`;

/** A list call's values: the domain and branch checked, the rest as asked (the search escaped). */
interface Values {
  domainId: string;
  branchId: string;
  q?: string;
  statuses?: BookingStatus[];
  /** With a stay's days: the first day and the day after the last (null: open), in `timeZone`. */
  from?: string | null;
  until?: string | null;
  timeZone?: string;
  category?: string;
}

const filtered = (values: Values) =>
  Boolean(values.q || values.statuses || values.timeZone || values.category);

/** The bookings a list call asks for, whether its values are parameters or placeholders. */
function whereOf(v: Bound<Values>, inHouse: boolean) {
  const statuses = v.statuses
    ? sql`${bookings.status} = any(${v.statuses}::text[])`
    : inHouse
      ? undefined
      : ne(bookings.status, "cancelled");
  return and(
    eq(bookings.domainId, v.domainId),
    eq(bookings.branchId, v.branchId),
    statuses,
    inHouse ? eq(bookings.status, "in-house") : undefined,
    v.q && holding(searchable, v.q),
    v.timeZone &&
      sql`${bookings.stay} && tstzrange((${v.from}::date)::timestamp at time zone ${v.timeZone}, (${v.until}::date)::timestamp at time zone ${v.timeZone}, '[)')`,
    v.category &&
      sql`exists (select 1 from ${suiteCodes} join ${suites} on ${suites.domainId} = ${suiteCodes.domainId} and ${suites.id} = ${suiteCodes.suiteId}
          where ${suiteCodes.domainId} = ${bookings.domainId} and ${suiteCodes.branchId} = ${bookings.branchId}
            and ${suiteCodes.code} = ${bookings.suiteCode} and lower(${suites.category}) = lower(${v.category}))`,
  ) as SQL;
}

const orderFor = (sort: ListOrder<BookingSort> | undefined) =>
  orderOf(sort, sortable, bookings.id, [desc(bookings.checkinDate), desc(bookings.id)]);

/** How many the list holds: the tally unfiltered (a branch's bookings grow by the hundred thousand). */
const countOf = (v: Bound<Values>, where: SQL, inHouse: boolean, isFiltered: boolean) =>
  isFiltered
    ? sql`(select count(*) from ${bookings} where ${where})`
    : sql`(select ${inHouse ? bookingTallies.inHouse : bookingTallies.total} from ${bookingTallies}
        where ${bookingTallies.domainId} = ${v.domainId} and ${bookingTallies.branchId} = ${v.branchId})`;

interface Shape {
  values: Values;
  inHouse: boolean;
  sort: ListOrder<BookingSort> | undefined;
  deep: boolean;
}

/**
 * A page with the list's count on each row, one statement built once per shape: the SQL text of a
 * list is the same for every branch and every search, and building it was a fifth of a call's CPU.
 */
const countedPage = builtByShape(
  ({ values, inHouse, sort, deep }: Shape) =>
    [givenOf(values), inHouse, sort?.field, sort?.descending, deep].join("|"),
  (db, { values, inHouse, sort, deep }) => {
    const v = asPlaceholders(values);
    const where = whereOf(v, inHouse);
    const order = orderFor(sort);
    const listCount = sql<number | null>`${countOf(v, where, inHouse, filtered(values))}`.mapWith(Number);
    const listed = pagedRows(db, bookings, where, order, (condition) =>
      db
        .select({ ...stored, listCount })
        .from(bookings)
        .where(condition)
        .orderBy(...order)
        .$dynamic(),
    );
    const [limit, offset] = [sql.placeholder("limit"), sql.placeholder("offset")];
    return deep ? listed.page(limit, offset) : listed.rows.limit(limit).offset(offset);
  },
);

/**
 * A branch's bookings as the list asks for them, for its page and its export: found, filtered and
 * sorted, newest check-in first unless sorted otherwise; `count` is the filtered set's (the tally
 * when unfiltered).
 */
export async function listBookings(db: Db, actor: Actor, at: BookingListing, branchFirst = false) {
  const domainId = await domainOf(db, actor, at.domainId);
  // The branch is read first when its zone is needed (a stay's days) or asked for (an export);
  // otherwise only when nothing is found, as a page of a branch that is not there finds nothing:
  // a round trip less for every page that shows rows.
  const zoned = Boolean(at.from || at.to);
  const branch = zoned || branchFirst ? await branchZoneOf(db, domainId, at.branchId) : undefined;
  const branchId = branch?.id ?? rowId(at.branchId, BranchRefusal.notFound);
  if (at.from && at.to && at.to < at.from) throw refuse(invalid(ListMessage.toBeforeFrom));
  const values: Values = {
    domainId,
    branchId,
    q: at.q ? likeEscaped(at.q) : undefined,
    statuses: at.status,
    from: zoned ? (at.from ?? null) : undefined,
    until: zoned ? (at.to ? addDays(at.to, 1) : null) : undefined,
    timeZone: zoned ? branch?.timeZone : undefined,
    category: at.category || undefined,
  };
  const { inHouse, sort } = at;
  // The export and a count of its own (an empty page's) are built for the call.
  const whereNow = () => whereOf(asParams(values), inHouse);
  return {
    get rows() {
      return db
        .select(stored)
        .from(bookings)
        .where(whereNow())
        .orderBy(...orderFor(sort))
        .$dynamic();
    },
    counted: async (limit: number, offset: number) => {
      const page = countedPage(db, { values, inHouse, sort, deep: offset > 0 });
      const rows = await page.execute({ ...values, limit, offset });
      return { rows, count: rows[0]?.listCount ?? undefined };
    },
    count: () =>
      filtered(values) ? countWhere(db, bookings, whereNow()) : tallyOf(db, domainId, branchId, inHouse),
    present: async (rows: BookingRow[]) => {
      if (!rows.length && !branch) await branchZoneOf(db, domainId, branchId);
      return rows.map(presentBooking);
    },
    exported: branch && {
      fields: exportedFields,
      present: (rows: BookingRow[]) => rows.map((row) => exportedBooking(row, branch)),
    },
  };
}

const tallyQuery = (inHouse: boolean) =>
  builtOnce((db) =>
    db
      .select({ count: inHouse ? bookingTallies.inHouse : bookingTallies.total })
      .from(bookingTallies)
      .where(
        inDomain(
          bookingTallies,
          sql.placeholder("domainId"),
          eq(bookingTallies.branchId, sql.placeholder("branchId")),
        ),
      ),
  );
const tallies = { total: tallyQuery(false), inHouse: tallyQuery(true) };

// The tally, not count(*): a branch's bookings grow by the hundred thousand.
async function tallyOf(db: Db, domainId: string, branchId: string, inHouse: boolean) {
  const [tally] = await tallies[inHouse ? "inHouse" : "total"](db).execute({ domainId, branchId });
  return tally?.count ?? 0;
}
