import {
  addDays,
  type BookingSort,
  type BookingStatus,
  BranchRefusal,
  invalid,
  ListMessage,
  type ListOrder,
} from "@concierge/contract";
import { desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { bookings, bookingTallies, suiteCodes, suites } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { builtOnce } from "../../lib/built-once.js";
import { refuse } from "../../lib/errors.js";
import { byText, countWhere, finding, orderOf, pagedRows } from "../../lib/listing.js";
import { domainOf, inDomain, rowId } from "../../lib/tenancy.js";
import { branchZoneOf } from "../branches/index.js";
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

/** Stays overlapping the days `from` to `to` (both included) in the branch's zone. */
const overlapping = (from: string | undefined, to: string | undefined, timeZone: string) => {
  const start = from ? sql`(${from}::date)::timestamp at time zone ${timeZone}` : sql`null`;
  const end = to ? sql`(${addDays(to, 1)}::date)::timestamp at time zone ${timeZone}` : sql`null`;
  return sql`${bookings.stay} && tstzrange(${start}, ${end}, '[)')`;
};

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
  const statuses: SQL | undefined = at.status
    ? inArray(bookings.status, at.status)
    : at.inHouse
      ? undefined
      : ne(bookings.status, "cancelled");
  const conditions = [
    statuses,
    at.inHouse ? eq(bookings.status, "in-house") : undefined,
    finding(searchable, at.q),
    branch && zoned ? overlapping(at.from, at.to, branch.timeZone) : undefined,
    at.category
      ? sql`exists (select 1 from ${suiteCodes} join ${suites} on ${suites.domainId} = ${suiteCodes.domainId} and ${suites.id} = ${suiteCodes.suiteId}
          where ${suiteCodes.domainId} = ${bookings.domainId} and ${suiteCodes.branchId} = ${bookings.branchId}
            and ${suiteCodes.code} = ${bookings.suiteCode} and lower(${suites.category}) = lower(${at.category}))`
      : undefined,
  ];
  const where = inDomain(bookings, domainId, eq(bookings.branchId, branchId), ...conditions);
  const order = orderOf(at.sort, sortable, bookings.id, [desc(bookings.checkinDate), desc(bookings.id)]);
  const filtered = Boolean(at.q || at.status || at.from || at.to || at.category);
  return {
    ...pagedRows(db, bookings, where, order, (condition) =>
      db
        .select(stored)
        .from(bookings)
        .where(condition)
        .orderBy(...order)
        .$dynamic(),
    ),
    count: () => (filtered ? countWhere(db, bookings, where) : tallyOf(db, domainId, branchId, at.inHouse)),
    present: async (rows: BookingRow[]) => {
      if (!rows.length && !branch) await branchZoneOf(db, domainId, branchId);
      return rows.map(presentBooking);
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
