import { and, eq, gte, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../db/one.js";
import { ratePlans, rates, suites } from "../../db/schema/index.js";
import { inDomain } from "../../lib/tenancy.js";
import { basePrice, planPrice, pricedPlan } from "../rates/index.js";

// The statement names its tables by these aliases, so that `inDomain` can scope them.
const p = alias(ratePlans, "p");
const s = alias(suites, "s");
const r = alias(rates, "r");

/** A day of a stay under a plan and a suite: its price and what the plan's rows restrict on it. */
export interface PricedDay {
  planId: string;
  planCode: string;
  planName: string;
  suiteId: string;
  category: string;
  /** YYYY-MM-DD: the nights from the arrival, then the departure day (its row says if one may leave). */
  day: string;
  /** Minor units. */
  price: number;
  closed: boolean;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  minStay: number | null;
  maxStay: number | null;
}

interface Asked {
  domainId: string;
  branchId: string;
  arrival: string;
  departure: string;
  /** The categories for fewer guests are left out. */
  adults?: number;
  /** One plan and one suite only: a booking's check. */
  planId?: string;
  suiteId?: string;
}

/**
 * Every active plan × non-archived suite of a branch, each day from `arrival` to `departure`
 * (included), priced by the rule of rates/prices.ts, in one statement: the rows a quote reads, no
 * rule to evaluate. A derived plan reads its parent's rows (`pricedPlan`), restrictions included.
 * In order of category, suite, plan code and day.
 */
export async function pricedDays(db: Db, asked: Asked): Promise<PricedDay[]> {
  const rows = rowsOf<PricedDay>(
    await db.execute(sql`select ${p.id} as "planId", ${p.code} as "planCode", ${p.name} as "planName",
      ${s.id} as "suiteId", ${s.category} as "category", to_char(stay.day, 'YYYY-MM-DD') as "day",
      ${planPrice(p, basePrice(r.price, s.price))} as "price",
      coalesce(${r.closed}, false) as "closed",
      coalesce(${r.closedToArrival}, false) as "closedToArrival",
      coalesce(${r.closedToDeparture}, false) as "closedToDeparture",
      ${r.minStay} as "minStay", ${r.maxStay} as "maxStay"
    from ${ratePlans} ${p}
    join ${suites} ${s} on ${inDomain(
      s,
      p.domainId,
      and(
        eq(s.branchId, p.branchId),
        isNull(s.archivedAt),
        asked.adults === undefined ? undefined : gte(s.maxAdults, asked.adults),
        asked.suiteId === undefined ? undefined : eq(s.id, asked.suiteId),
      ),
    )}
    cross join generate_series(${asked.arrival}::date, ${asked.departure}::date, interval '1 day') as stay(day)
    left join ${rates} ${r} on ${inDomain(r, p.domainId, sql`${r.ratePlanId} = ${pricedPlan(p)} and ${r.suiteId} = ${s.id} and ${r.night} = stay.day::date`)}
    where ${inDomain(
      p,
      asked.domainId,
      eq(p.branchId, asked.branchId),
      eq(p.active, true),
      asked.planId === undefined ? undefined : eq(p.id, asked.planId),
    )}
    order by ${s.category}, ${s.id}, ${p.code}, ${p.id}, stay.day`),
  );
  return rows.map((row) => ({ ...row, price: Number(row.price) }));
}
