import { DashboardMessage, OCCUPANCY_DAYS } from "@concierge/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import type { Actor } from "../../lib/actor.js";
import { sqlState } from "../../lib/db-errors.js";
import { badRequest } from "../../lib/errors.js";
import { domainOf } from "../../lib/tenancy.js";
import { branchOf } from "../bookings/rooms.js";

type Figures = {
  rooms: number;
  in_house: number;
  occupied: number;
  checkins_today: number;
  checkouts_today: number;
};

/**
 * Today's front-desk figures for a branch, or the whole domain without one, and the rooms occupied
 * on each of the last 30 days, each day counted from midnight to midnight in `timeZone`. Every
 * count reads an index: the branch or domain check-in and check-out indexes, and the exclusion
 * constraint's GiST index for the stays that overlap each day.
 */
export async function dashboardOf(
  db: Db,
  actor: Actor,
  at: { domainId: string; branchId?: string; timeZone: string },
) {
  const domainId = await domainOf(db, actor, at.domainId);
  const branchId = at.branchId === undefined ? undefined : await branchOf(db, domainId, at.branchId);
  const inScope = (alias: string): SQL => {
    const table = sql.identifier(alias);
    const ofDomain = sql`${table}.domain_id = ${domainId}`;
    return branchId === undefined ? ofDomain : sql`${ofDomain} and ${table}.branch_id = ${branchId}`;
  };
  const today = sql`date_trunc('day', now() at time zone ${at.timeZone})`;
  const dayStart = sql`(${today}) at time zone ${at.timeZone}`;
  const dayEnd = sql`(${today} + interval '1 day') at time zone ${at.timeZone}`;
  try {
    const figures = await db.execute<Figures>(sql`
      select
        (select count(*)::int from suite_codes c where ${inScope("c")}) as rooms,
        (select count(*)::int from bookings b where ${inScope("b")} and b.checked_out_date is null) as in_house,
        (select count(distinct (b.branch_id, b.suite_code))::int from bookings b
          where ${inScope("b")} and b.checked_out_date is null) as occupied,
        (select count(*)::int from bookings b
          where ${inScope("b")} and b.checkin_date >= ${dayStart} and b.checkin_date < ${dayEnd}) as checkins_today,
        (select count(*)::int from bookings b
          where ${inScope("b")} and b.checked_out_date >= ${dayStart} and b.checked_out_date < ${dayEnd})
          + (select count(*)::int from bookings b where ${inScope("b")} and b.checked_out_date is null
            and b.checkout_date >= ${dayStart} and b.checkout_date < ${dayEnd}) as checkouts_today`);
    const days = await db.execute<{ date: string; occupied: number }>(sql`
      select to_char(d.day, 'YYYY-MM-DD') as date, count(distinct (b.branch_id, b.suite_code))::int as occupied
      from generate_series(${today} - ${sql.raw(`interval '${OCCUPANCY_DAYS - 1} days'`)}, ${today}, interval '1 day') as d(day)
      left join bookings b on ${inScope("b")}
        and b.stay && tstzrange(d.day at time zone ${at.timeZone}, (d.day + interval '1 day') at time zone ${at.timeZone})
      group by d.day
      order by d.day`);
    return { figures: one(rowsOf<Figures>(figures)), days: rowsOf<{ date: string; occupied: number }>(days) };
  } catch (error) {
    // PostgreSQL and the browser may know different zone names; an unknown one is the caller's.
    if (sqlState(error) === "22023") throw badRequest(DashboardMessage.timeZone);
    throw error;
  }
}

/** node-postgres answers `{ rows }`, PGlite the same; both through drizzle's execute. */
function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? result : (result as { rows: Row[] }).rows;
}
