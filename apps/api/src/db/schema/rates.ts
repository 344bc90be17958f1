import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { branches } from "./branches.js";
import { createdAt, id } from "./columns.js";
import { domains } from "./domains.js";
import { suites } from "./suites.js";

/**
 * A branch's rate plans (CONTRACT, "Rate plans and prices"). A plan with a parent is derived: each
 * night costs the parent's price plus `percent` (rounded half up) or `amount`, and takes the
 * parent's restrictions; only a plan without a parent is priced (`rates`). Every branch has `BAR`,
 * made with it by the trigger of migration 0032. A plan once used is archived (`active` false),
 * never deleted: bookings name it.
 */
export const ratePlans = pgTable(
  "rate_plans",
  {
    domainId: uuid()
      .notNull()
      .references(() => domains.id),
    id: id(),
    branchId: uuid().notNull(),
    code: text().notNull(),
    name: text().notNull(),
    parentId: uuid(),
    /** The derived plan's change of its parent's price, in percent (-10 is 10 % less). */
    percent: numeric({ precision: 6, scale: 2, mode: "number" }),
    /** The derived plan's change of its parent's price, in minor units. */
    amount: integer(),
    refundable: boolean().notNull().default(true),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    // The target of the foreign keys that keep a parent, a price row and a booking in the plan's branch.
    unique("rate_plans_branch_id_key").on(t.domainId, t.branchId, t.id),
    uniqueIndex("rate_plans_branch_code_ci_key").on(t.domainId, t.branchId, sql`lower(${t.code})`),
    foreignKey({
      columns: [t.domainId, t.branchId],
      foreignColumns: [branches.domainId, branches.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "rate_plans_parent_fk",
      columns: [t.domainId, t.branchId, t.parentId],
      foreignColumns: [t.domainId, t.branchId, t.id],
    }),
    check(
      "rate_plans_derivation",
      sql`case when ${t.parentId} is null then ${t.percent} is null and ${t.amount} is null
        else (${t.percent} is null) <> (${t.amount} is null) end`,
    ),
    check("rate_plans_percent_range", sql`${t.percent} is null or ${t.percent} between -100 and 1000`),
  ],
);

/**
 * One setting of prices: the range and weekdays someone asked for, kept so that a night's price can
 * say where it comes from ("set 1–24 Dec, Fri–Sat").
 */
export const rateSettings = pgTable(
  "rate_settings",
  {
    domainId: uuid().notNull(),
    id: id(),
    ratePlanId: uuid().notNull(),
    from: date({ mode: "string" }).notNull(),
    to: date({ mode: "string" }).notNull(),
    /** 1 = Monday … 7 = Sunday; empty: every day. */
    weekdays: smallint().array().notNull(),
    at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    foreignKey({
      columns: [t.domainId, t.ratePlanId],
      foreignColumns: [ratePlans.domainId, ratePlans.id],
    }).onDelete("cascade"),
    check("rate_settings_range", sql`${t.to} > ${t.from}`),
  ],
);

/**
 * A base plan's nights, one row per plan, suite and night at most: the price (null: the suite's
 * `price`) and the restrictions. Setting a range writes one row per night, so that a quote reads
 * rows, not rules; `price_set_id` names the setting that priced the night, to say so on screen.
 */
export const rates = pgTable(
  "rates",
  {
    domainId: uuid().notNull(),
    branchId: uuid().notNull(),
    ratePlanId: uuid().notNull(),
    suiteId: uuid().notNull(),
    night: date({ mode: "string" }).notNull(),
    /** Minor units; null while nobody priced the night (the suite's price). */
    price: integer(),
    closed: boolean().notNull().default(false),
    closedToArrival: boolean().notNull().default(false),
    closedToDeparture: boolean().notNull().default(false),
    minStay: smallint(),
    maxStay: smallint(),
    priceSetId: uuid(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.ratePlanId, t.suiteId, t.night] }),
    foreignKey({
      columns: [t.domainId, t.branchId, t.ratePlanId],
      foreignColumns: [ratePlans.domainId, ratePlans.branchId, ratePlans.id],
    }).onDelete("cascade"),
    foreignKey({
      columns: [t.domainId, t.branchId, t.suiteId],
      foreignColumns: [suites.domainId, suites.branchId, suites.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "rates_price_set_fk",
      columns: [t.domainId, t.priceSetId],
      foreignColumns: [rateSettings.domainId, rateSettings.id],
    }),
    index("rates_suite_night_idx").on(t.domainId, t.suiteId, t.night),
    check("rates_price_not_negative", sql`${t.price} is null or ${t.price} >= 0`),
    check("rates_min_stay_range", sql`${t.minStay} is null or ${t.minStay} between 1 and 365`),
    check("rates_max_stay_range", sql`${t.maxStay} is null or ${t.maxStay} between 1 and 365`),
    check(
      "rates_stay_bounds",
      sql`${t.minStay} is null or ${t.maxStay} is null or ${t.minStay} <= ${t.maxStay}`,
    ),
  ],
);
