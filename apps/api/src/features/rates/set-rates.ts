import { RateRefusal, type RatesBody, toMinorUnits, WEEKDAYS } from "@concierge/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { one, rowsOf } from "../../db/one.js";
import { ratePlans, rateSettings, rates, suites } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, inDomain, rowId } from "../../lib/tenancy.js";
import { branchOf } from "../branches/index.js";

type Setting = Omit<RatesBody, "SuiteIds"> & { SuiteIds: string[] };

const s = alias(suites, "s");

/** The columns a setting writes, each with its type and what a night it does not name holds. */
const COLUMNS = {
  price: ["int", null],
  price_set_id: ["uuid", null],
  closed: ["boolean", false],
  closed_to_arrival: ["boolean", false],
  closed_to_departure: ["boolean", false],
  min_stay: ["smallint", null],
  max_stay: ["smallint", null],
} as const;
type Column = keyof typeof COLUMNS;
type Value = string | number | boolean | null;

/** The columns a setting names, with their values: those it leaves out stay as they are. */
function namedColumns(setting: Setting, setId: string | null) {
  const values: Record<Column, Value | undefined> = {
    price: setting.Price == null ? setting.Price : toMinorUnits(setting.Price),
    price_set_id: setting.Price === undefined ? undefined : setId,
    closed: setting.Closed,
    closed_to_arrival: setting.ClosedToArrival,
    closed_to_departure: setting.ClosedToDeparture,
    min_stay: setting.MinStay,
    max_stay: setting.MaxStay,
  };
  return new Map(Object.entries(values).filter((named): named is [Column, Value] => named[1] !== undefined));
}

/** The branch's suites among `ids`, all of them or 400: a suite of another branch or domain is none of its. */
async function branchSuites(db: Db, domainId: string, branchId: string, ids: string[]) {
  const wanted = [...new Set(ids.map((id) => rowId(id, RateRefusal.suiteNotFound)))];
  const found = await db
    .select({ id: suites.id })
    .from(suites)
    .where(
      inDomain(
        suites,
        domainId,
        eq(suites.branchId, branchId),
        isNull(suites.archivedAt),
        sql`${suites.id} = any(${sql.param(wanted)}::uuid[])`,
      ),
    );
  if (found.length !== wanted.length) throw refuse(RateRefusal.suiteNotFound);
  return wanted;
}

/**
 * Sets the nights `From` up to `To` (only `Weekdays`, all when none) of a base plan's suites, in
 * one statement writing one `rates` row per suite and night: only the fields the setting names
 * change. A price set is recorded with its range and weekdays (`rate_settings`), which its nights
 * point at; a price of null gives the nights back to the suite's price. Answers the nights written.
 */
export async function setRates(
  db: Db,
  actor: Actor,
  at: { domainId: string; branchId: string },
  setting: Setting,
) {
  const domainId = await domainOf(db, actor, at.domainId);
  const branchId = await branchOf(db, domainId, at.branchId);
  const suiteIds = await branchSuites(db, domainId, branchId, setting.SuiteIds);
  // As asked, for the screen to say so; none: every day.
  const weekdays = [...new Set(setting.Weekdays ?? [])].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    // Shared: a plan made derived meanwhile (service.ts locks the branch's plans) is not priced.
    const [plan] = await tx
      .select()
      .from(ratePlans)
      .where(
        inDomain(
          ratePlans,
          domainId,
          eq(ratePlans.branchId, branchId),
          eq(ratePlans.id, rowId(setting.RatePlanId, RateRefusal.notFound)),
        ),
      )
      .for("share");
    if (!plan) throw refuse(RateRefusal.notFound);
    if (plan.parentId !== null) throw refuse(RateRefusal.derivedPriced(plan.code));
    const setId =
      setting.Price != null
        ? one(
            await tx
              .insert(rateSettings)
              .values({ domainId, ratePlanId: plan.id, from: setting.From, to: setting.To, weekdays })
              .returning({ id: rateSettings.id }),
          ).id
        : null;
    const named = namedColumns(setting, setId);
    const columns = Object.keys(COLUMNS) as Column[];
    const valueFor = (column: Column) => {
      const [type, otherwise] = COLUMNS[column];
      return sql`${named.has(column) ? named.get(column) : otherwise}::${sql.raw(type)}`;
    };
    const [written] = rowsOf<{ nights: number }>(
      await tx.execute(sql`with written as (
        insert into ${rates} (domain_id, branch_id, rate_plan_id, suite_id, night, ${sql.raw(columns.join(", "))})
        select ${domainId}::uuid, ${branchId}::uuid, ${plan.id}::uuid, ${s.id}, night.day::date,
          ${sql.join(columns.map(valueFor), sql`, `)}
        from ${suites} ${s}
        cross join generate_series(${setting.From}::date, ${setting.To}::date - 1, interval '1 day') as night(day)
        where ${inDomain(s, domainId, and(eq(s.branchId, branchId), sql`${s.id} = any(${sql.param(suiteIds)}::uuid[])`))}
          and extract(isodow from night.day)::int = any(${sql.param(weekdays.length ? weekdays : [...WEEKDAYS])}::int[])
        on conflict (domain_id, rate_plan_id, suite_id, night) do update set
          ${sql.raw([...named.keys()].map((column) => `${column} = excluded.${column}`).join(", "))}
        returning 1)
      select count(*)::int as nights from written`),
    );
    return written?.nights ?? 0;
  });
}
