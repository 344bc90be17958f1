import { sql } from "drizzle-orm";
import {
  check,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { branches } from "./branches.js";
import { domains } from "./domains.js";
import { suiteCodes } from "./suites.js";

const tstzrange = customType<{ data: string }>({ dataType: () => "tstzrange" });

/**
 * Walk-in bookings. `stay` is the half-open time the room is held, `[checkin, checkout)`, cut
 * short at the moment of an early check-out; the migration adds the exclusion constraint
 * `bookings_no_double_booking` over it, so one room of a branch is never held twice at once.
 */
export const bookings = pgTable(
  "bookings",
  {
    domainId: uuid()
      .notNull()
      .references(() => domains.id),
    id: uuid().notNull().default(sql`gen_random_uuid()`),
    branchId: uuid().notNull(),
    suiteCode: text().notNull(),
    title: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    otherName: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    additionalGuests: text().array().notNull(),
    guestId: text().notNull(),
    guestIdType: text().notNull(),
    guestIdUrl: text().notNull(),
    checkinDate: timestamp({ withTimezone: true }).notNull(),
    checkoutDate: timestamp({ withTimezone: true }).notNull(),
    bookedDate: timestamp({ withTimezone: true }).notNull(),
    checkedOutDate: timestamp({ withTimezone: true }),
    /**
     * The suite's price per night when the booking was made, in minor units (cents). Bookings made
     * before it was kept got their suite's price then (migration 0008).
     */
    rate: integer().notNull().default(0),
    stay: tstzrange().generatedAlwaysAs(
      sql`tstzrange(checkin_date, least(checkout_date, checked_out_date), '[)')`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    foreignKey({
      name: "bookings_room_fk",
      columns: [t.domainId, t.branchId, t.suiteCode],
      foreignColumns: [suiteCodes.domainId, suiteCodes.branchId, suiteCodes.code],
    }),
    check("bookings_checkout_after_checkin", sql`${t.checkoutDate} > ${t.checkinDate}`),
    check(
      "bookings_checked_out_after_checkin",
      sql`${t.checkedOutDate} is null or ${t.checkedOutDate} >= ${t.checkinDate}`,
    ),
    // Ascending: read backwards they give the lists' newest-first order (DESC, nulls first).
    index("bookings_branch_checkin_idx").on(t.domainId, t.branchId, t.checkinDate, t.id),
    index("bookings_branch_in_house_idx")
      .on(t.domainId, t.branchId, t.checkinDate, t.id)
      .where(sql`${t.checkedOutDate} is null`),
    index("bookings_domain_checkin_idx").on(t.domainId, t.checkinDate),
    index("bookings_domain_checked_out_idx").on(t.domainId, t.checkedOutDate),
    // The dashboard's occupancy: the stays ending after a day, read from the index alone. The
    // migration adds `INCLUDE (branch_id, stay)`, which drizzle-kit does not model.
    index("bookings_domain_stay_end_idx").on(t.domainId, sql`upper(${t.stay})`),
  ],
);
/**
 * How many bookings each branch holds, and how many of them are in house: the lists' Count without
 * counting 100,000 rows per page. Kept by statement triggers on `bookings` (migration 0004), so no
 * write, the API's or a bulk import's, can leave them wrong.
 */
export const bookingTallies = pgTable(
  "booking_tallies",
  {
    domainId: uuid().notNull(),
    branchId: uuid().notNull(),
    total: integer().notNull().default(0),
    inHouse: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.branchId] }),
    foreignKey({
      columns: [t.domainId, t.branchId],
      foreignColumns: [branches.domainId, branches.id],
    }).onDelete("cascade"),
  ],
);
