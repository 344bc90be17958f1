import { addDays, dayIn, type RateSource } from "@concierge/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../db/one.js";
import { ratePlans, rateSettings, rates, suites } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { branchZoneOf } from "../branches/index.js";
import type { CellRow, PlanRow } from "./present.js";
import { basePrice, planPrice, pricedPlan } from "./prices.js";
import { branchPlans } from "./service.js";

const p = alias(ratePlans, "p");
const s = alias(suites, "s");
const r = alias(rates, "r");
const st = alias(rateSettings, "st");

/** The plans shown: the active ones, and the archived ones whose own rows hold a night shown. */
async function shownPlans(db: Db, domainId: string, plans: PlanRow[], from: string, until: string) {
  const archived = plans.filter((plan) => !plan.active && plan.parentId === null).map((plan) => plan.id);
  const priced = archived.length
    ? await db
        .selectDistinct({ id: rates.ratePlanId })
        .from(rates)
        .where(
          inDomain(
            rates,
            domainId,
            sql`${rates.ratePlanId} = any(${sql.param(archived)}::uuid[]) and ${rates.night} >= ${from} and ${rates.night} < ${until}`,
          ),
        )
    : [];
  return plans.filter((plan) => plan.active || priced.some((row) => row.id === plan.id));
}

/**
 * The rate calendar of a branch: `days` nights from `from` (today on the branch's clock when
 * absent), for each plan shown and each suite not archived, priced by the one rule (prices.ts) in
 * one statement. A derived plan's nights read its parent's rows and say where they come from.
 */
export async function rateCalendar(
  db: Db,
  actor: Actor,
  at: { domainId: string; branchId: string; from?: string; days: number },
) {
  const domainId = await domainOf(db, actor, at.domainId);
  const { id: branchId, timeZone } = await branchZoneOf(db, domainId, at.branchId);
  const from = at.from ?? dayIn(new Date(), timeZone);
  const until = addDays(from, at.days);
  const plans = await shownPlans(db, domainId, await branchPlans(db, domainId, branchId), from, until);
  const planIds = plans.map((plan) => plan.id);
  const source = sql<RateSource>`case when ${p.parentId} is not null then 'derived'
    when ${r.price} is not null then 'set' else 'suite' end`;
  const cells = planIds.length
    ? rowsOf<CellRow>(
        await db.execute(sql`select ${p.id} as "planId", ${s.id} as "suiteId", to_char(night.day, 'YYYY-MM-DD') as night,
          ${planPrice(p, basePrice(r.price, s.price))} as price,
          coalesce(${r.closed}, false) as closed, coalesce(${r.closedToArrival}, false) as "closedToArrival",
          coalesce(${r.closedToDeparture}, false) as "closedToDeparture",
          ${r.minStay} as "minStay", ${r.maxStay} as "maxStay", ${source} as source,
          ${st.from}::text as "setFrom", ${st.to}::text as "setTo", ${st.weekdays}::int[] as "setWeekdays"
        from ${ratePlans} ${p}
        join ${suites} ${s} on ${inDomain(s, p.domainId, and(eq(s.branchId, p.branchId), isNull(s.archivedAt)))}
        cross join generate_series(${from}::date, ${until}::date - 1, interval '1 day') as night(day)
        left join ${rates} ${r} on ${inDomain(r, p.domainId, sql`${r.ratePlanId} = ${pricedPlan(p)} and ${r.suiteId} = ${s.id} and ${r.night} = night.day::date`)}
        left join ${rateSettings} ${st} on ${inDomain(st, p.domainId, eq(st.id, r.priceSetId))}
        where ${inDomain(p, domainId, sql`${p.id} = any(${sql.param(planIds)}::uuid[])`)}
        order by array_position(${sql.param(planIds)}::uuid[], ${p.id}), ${s.category}, ${s.id}, night.day`),
      )
    : [];
  return { from, days: at.days, plans, cells };
}
