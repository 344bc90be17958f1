import type { BookingStatus } from "@concierge/contract";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bookedStay } from "../../lib/nights.js";
import { branches } from "./branches.js";
import { version } from "./columns.js";
import { domains } from "./domains.js";
import { guests } from "./guests.js";
import { ratePlans } from "./rates.js";
import { searchIndex, searchText } from "./search.js";
import { suiteCodes } from "./suites.js";

const tstzrange = customType<{ data: string }>({ dataType: () => "tstzrange" });

const bookingSearchOf = (
  t: Record<
    "firstName" | "lastName" | "otherName" | "phone" | "email" | "guestId" | "suiteCode",
    AnyPgColumn
  >,
) => searchText(t.firstName, t.lastName, t.otherName, t.phone, t.email, t.guestId, t.suiteCode);

/**
 * Bookings: walk-ins and reservations. `stay` is the half-open time the room is held,
 * `[checkin, checkout)`, cut short at the moment of an early check-out. While the status holds the
 * room, a trigger keeps the stay as the booking's row of `room_holds` (migration 0010), whose
 * exclusion constraint keeps one room of a branch from being held twice at once.
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
    status: text().$type<BookingStatus>().notNull().default("in-house"),
    /**
     * The suite's price per night when the booking was made, in minor units (cents). Bookings made
     * before it was kept got their suite's price then (migration 0008).
     */
    rate: integer().notNull().default(0),
    /**
     * The guest's profile. Null is allowed by the database only for rows written outside the API (a
     * bulk import): the API and the upgrade (migration 0025) always set it (docs/decisions/0030).
     */
    profileId: uuid(),
    /**
     * The plan the stay was sold under (CONTRACT, "Rate plans and prices"); its nights' prices are
     * `booking_nights`. Null: the branch's BAR, whose id is the branch's (`soldUnder`), as every
     * booking made before plans (migration 0032 leaves them so rather than rewrite them all).
     */
    ratePlanId: uuid(),
    version: version(),
    /** The front desk's note on the stay: requests, "late arrival" (issue 28). */
    notes: text().notNull().default(""),
    stay: tstzrange().generatedAlwaysAs(
      bookedStay(sql`checkin_date`, sql`checkout_date`, sql`checked_out_date`),
    ),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    check("bookings_checkout_after_checkin", sql`${t.checkoutDate} > ${t.checkinDate}`),
    check(
      "bookings_status_known",
      sql`${t.status} in ('reserved', 'in-house', 'checked-out', 'cancelled', 'no-show')`,
    ),
    check(
      "bookings_checked_out_after_checkin",
      sql`${t.checkedOutDate} is null or ${t.checkedOutDate} >= ${t.checkinDate}`,
    ),
    // Ascending: read backwards they give the lists' newest-first order (DESC, nulls first).
    // Migration 0021 adds `INCLUDE (status)` to this one and the check-out one: a deep page's keys
    // are then read from the index alone.
    index("bookings_branch_checkin_idx").on(t.domainId, t.branchId, t.checkinDate, t.id),
    index("bookings_branch_in_house_idx")
      .on(t.domainId, t.branchId, t.checkinDate, t.id)
      .where(sql`${t.status} = 'in-house'`),
    index("bookings_domain_checkin_idx").on(t.domainId, t.checkinDate),
    index("bookings_domain_checked_out_idx").on(t.domainId, t.checkedOutDate),
    // The dashboard's occupancy: the stays ending after a day, read from the index alone. The
    // migrations add `INCLUDE (branch_id, stay, status, id)` (0033: `id` finds the nights' prices),
    // which drizzle-kit does not model.
    index("bookings_domain_stay_end_idx").on(t.domainId, sql`upper(${t.stay})`),
    // Today's arrivals: the reservations due, a small part of all bookings.
    index("bookings_reserved_arrival_idx").on(t.domainId, t.checkinDate).where(sql`${t.status} = 'reserved'`),
    // A branch's arrivals its day's close waits for: one branch's few among the domain's (0035).
    index("bookings_branch_reserved_arrival_idx")
      .on(t.domainId, t.branchId, t.checkinDate)
      .where(sql`${t.status} = 'reserved'`),
    // The list's other orders and its date filter (stays overlapping some days).
    index("bookings_branch_checkout_idx").on(t.domainId, t.branchId, t.checkoutDate, t.id),
    index("bookings_branch_stay_idx").using("gist", t.domainId, t.branchId, t.stay),
    // The rack's no-shows, which hold no room and so are not in room_holds.
    index("bookings_no_show_stay_idx")
      .using("gist", t.domainId, t.branchId, t.stay)
      .where(sql`${t.status} = 'no-show'`),
    searchIndex("bookings_search_idx", bookingSearchOf(t)),
    foreignKey({
      name: "bookings_profile_fk",
      columns: [t.domainId, t.profileId],
      foreignColumns: [guests.domainId, guests.id],
    }),
    foreignKey({
      name: "bookings_rate_plan_fk",
      columns: [t.domainId, t.branchId, t.ratePlanId],
      foreignColumns: [ratePlans.domainId, ratePlans.branchId, ratePlans.id],
    }),
    // A profile's stays, and the bookings a merge moves.
    index("bookings_profile_idx").on(t.domainId, t.profileId),
  ],
);

/** What the list's `q` finds a row by; its trigram index holds the same text. */
export const bookingSearch = bookingSearchOf(bookings);
/**
 * Every period a room is taken: one row per stay that holds its room (`booking_id`, kept by the
 * trigger of migration 0010) and one per out-of-order block (`reason`). The exclusion constraint
 * `room_holds_no_overlap` of that migration is the one rule against holding a room twice.
 */
export const roomHolds = pgTable(
  "room_holds",
  {
    domainId: uuid()
      .notNull()
      .references(() => domains.id),
    id: uuid().notNull().default(sql`gen_random_uuid()`),
    branchId: uuid().notNull(),
    suiteCode: text().notNull(),
    during: tstzrange().notNull(),
    bookingId: uuid(),
    reason: text(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    foreignKey({
      name: "room_holds_room_fk",
      columns: [t.domainId, t.branchId, t.suiteCode],
      foreignColumns: [suiteCodes.domainId, suiteCodes.branchId, suiteCodes.code],
    }),
    foreignKey({
      name: "room_holds_booking_fk",
      columns: [t.domainId, t.bookingId],
      foreignColumns: [bookings.domainId, bookings.id],
    }).onDelete("cascade"),
    uniqueIndex("room_holds_booking_key").on(t.domainId, t.bookingId),
    check("room_holds_stay_or_block", sql`(${t.bookingId} is null) <> (${t.reason} is null)`),
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

/**
 * The nights of a booking and their prices, fixed when it was booked (CONTRACT: `Nights`). A
 * deferred constraint trigger (migration 0032) keeps exactly one row per night of the booking's stay.
 */
export const bookingNights = pgTable(
  "booking_nights",
  {
    domainId: uuid().notNull(),
    bookingId: uuid().notNull(),
    night: date({ mode: "string" }).notNull(),
    /** Minor units. */
    price: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.bookingId, t.night] }),
    foreignKey({
      columns: [t.domainId, t.bookingId],
      foreignColumns: [bookings.domainId, bookings.id],
    }).onDelete("cascade"),
    check("booking_nights_price_not_negative", sql`${t.price} >= 0`),
    // The dashboard's revenue: the nights of 30 days of a domain, read from the index alone. The
    // migration adds `INCLUDE (booking_id, price)`, which drizzle-kit does not model.
    index("booking_nights_domain_night_idx").on(t.domainId, t.night),
  ],
);

/** The plan a booking was sold under: its own, or (null) its branch's BAR, whose id is the branch's. */
export const soldUnder = (booking: Record<"ratePlanId" | "branchId", AnyPgColumn>) =>
  sql<string>`coalesce(${booking.ratePlanId}, ${booking.branchId})`;
