import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/*
 * What a night costs under a plan, written once for quotes, the calendar and bookings alike
 * (CONTRACT, "Rate plans and prices"). A base plan's night costs its row's price in `rates`, or the
 * suite's `price` when nobody priced it; a derived plan's costs its parent's that night plus its
 * `percent` (rounded half up to the minor unit) or `amount`, never below 0. A derived plan has no
 * rows of its own: its nights and restrictions are its parent's, read at `coalesce(parent_id, id)`.
 */

type Plan = Record<"id" | "parentId" | "percent" | "amount", AnyPgColumn>;

/** The plan whose rows price `plan`'s nights: its parent when it is derived, else itself. */
export const pricedPlan = (plan: Plan) => sql`coalesce(${plan.parentId}, ${plan.id})`;

/** A base night's price in minor units: the row's, or the suite's `price` (numeric, 2 decimals). */
export const basePrice = (ratePrice: AnyPgColumn, suitePrice: AnyPgColumn) =>
  sql`coalesce(${ratePrice}, round(${suitePrice} * 100)::int)`;

/**
 * The price of `plan` on a night whose base price is `base`. `round` of a numeric rounds half away
 * from zero, which on prices (never negative) is half up.
 */
export const planPrice = (plan: Plan, base: SQL) => sql<number>`(case
  when ${plan.percent} is not null then greatest(round(${base} * (100 + ${plan.percent}) / 100), 0)::int
  when ${plan.amount} is not null then greatest(${base} + ${plan.amount}, 0)
  else ${base} end)`;
