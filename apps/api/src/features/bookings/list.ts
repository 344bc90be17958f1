import { addDays, BranchRefusal, bookingCalls, invalid, ListMessage } from "@concierge/contract";
import { desc, eq, ne, sql } from "drizzle-orm";
import { bookingSearch, bookings, bookingTallies, suiteCodes, suites } from "../../db/schema/index.js";
import { acceptsCsv } from "../../lib/csv.js";
import { refuse } from "../../lib/errors.js";
import { byText, declareList } from "../../lib/lists/index.js";
import { daysFrom } from "../../lib/nights.js";
import { domainOf, inDomain, rowId } from "../../lib/tenancy.js";
import { branchZoneOf } from "../branches/index.js";
import { exportedBooking, exportedFields } from "./export.js";
import { stored } from "./holding.js";
import { presentBooking } from "./present.js";

/**
 * A branch's bookings (the in-house ones alone with `inHouse`), newest check-in first unless
 * sorted, found and filtered by status, days and category; counted by the branch's tally when
 * nothing filters them (a branch's bookings grow by the hundred thousand).
 */
export const bookingList = declareList({
  call: bookingCalls.list,
  table: bookings,
  columns: stored,
  ask: async (request) => {
    const { db, actor, params, query } = request;
    const domainId = await domainOf(db, actor, params.domainId);
    // The branch is read first when its zone is needed (a stay's days) or asked for (an export);
    // otherwise only when nothing is found, as a page of a branch that is not there finds nothing:
    // a round trip less for every page that shows rows.
    const zoned = Boolean(query.from || query.to);
    // An export reads it first: its refusal must come before the first row is sent.
    const branch =
      zoned || acceptsCsv(request) ? await branchZoneOf(db, domainId, params.branchId) : undefined;
    const branchId = branch?.id ?? rowId(params.branchId, BranchRefusal.notFound);
    if (query.from && query.to && query.to < query.from) throw refuse(invalid(ListMessage.toBeforeFrom));
    return {
      values: {
        domainId,
        branchId,
        statuses: query.status,
        // With a stay's days: the first day and the day after the last (null: open), in `timeZone`.
        from: zoned ? (query.from ?? null) : undefined,
        until: zoned ? (query.to ? addDays(query.to, 1) : null) : undefined,
        timeZone: zoned ? branch?.timeZone : undefined,
        category: query.category,
      },
      options: { inHouse: query.inHouse === "true" },
      context: { domainId, branchId, branch },
    };
  },
  scope: (v) => inDomain(bookings, v.domainId, eq(bookings.branchId, v.branchId)),
  search: bookingSearch,
  filters: (v, { inHouse }) => [
    v.statuses
      ? sql`${bookings.status} = any(${v.statuses}::text[])`
      : inHouse
        ? undefined
        : ne(bookings.status, "cancelled"),
    inHouse ? eq(bookings.status, "in-house") : undefined,
    v.timeZone && v.from && v.until && sql`${bookings.stay} && ${daysFrom(v.from, v.until, v.timeZone)}`,
    v.category &&
      sql`exists (select 1 from ${suiteCodes} join ${suites} on ${inDomain(suites, suiteCodes.domainId, eq(suites.id, suiteCodes.suiteId))}
          where ${inDomain(suiteCodes, bookings.domainId, eq(suiteCodes.branchId, bookings.branchId), eq(suiteCodes.code, bookings.suiteCode))}
            and lower(${suites.category}) = lower(${v.category}))`,
  ],
  sorts: {
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
  },
  order: [desc(bookings.checkinDate), desc(bookings.id)],
  count: (db, v, { inHouse }) =>
    v.q || v.statuses || v.timeZone || v.category
      ? undefined
      : db
          .select({ count: inHouse ? bookingTallies.inHouse : bookingTallies.total })
          .from(bookingTallies)
          .where(inDomain(bookingTallies, v.domainId, eq(bookingTallies.branchId, v.branchId)))
          .$dynamic(),
  present: async (rows, db, { domainId, branchId, branch }) => {
    if (!rows.length && !branch) await branchZoneOf(db, domainId, branchId);
    return rows.map(presentBooking);
  },
  exported: ({ branch }) =>
    branch && {
      fields: exportedFields,
      present: (rows) => rows.map((row) => exportedBooking(row, branch)),
    },
});
