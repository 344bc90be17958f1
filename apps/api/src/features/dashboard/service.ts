import { DashboardRefusal, DEFAULT_CURRENCY, OCCUPANCY_DAYS } from "@concierge/contract";
import { eq, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { one, rowsOf } from "../../db/one.js";
import { bookingNights, bookings, domains, roomHolds, suiteCodes, suites } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { sqlState } from "../../lib/db-errors.js";
import { refuse } from "../../lib/errors.js";
import { instantIn, period, todayIn } from "../../lib/nights.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { branchZoneOf } from "../branches/index.js";
import { todayAtTheDesk } from "./today.js";

type Figures = {
  rooms: number;
  in_house: number;
  occupied: number;
  checkins_today: number;
  checkouts_today: number;
  free_tonight: number;
  arrivals_due: number;
  departures_due: number;
};
type OccupiedDay = { date: string; occupied: number; revenue: number | string; out_of_order: number };

// The raw statements name their tables by these aliases, so that `inDomain` can scope them.
const b = alias(bookings, "b");
const c = alias(suiteCodes, "c");
const r = alias(roomHolds, "r");
const s = alias(suites, "s");
const n = alias(bookingNights, "n");

/** Rows of a branch, or of the whole domain without one. */
type Scope = (table: typeof b | typeof c | typeof r) => SQL;

const daysLong = (count: number) => sql.raw(`interval '${count} days'`);

/** Days as the hotel counts them: midnight to midnight in its time zone. */
function calendar(timeZone: string) {
  const today = todayIn(timeZone);
  const instant = (localDay: SQL) => instantIn(localDay, timeZone);
  return {
    today,
    instant,
    tomorrow: sql`${today} + interval '1 day'`,
    /** The last 30 days, today the last of them; the next 30, from tomorrow. */
    past: { first: sql`${today} - ${daysLong(OCCUPANCY_DAYS - 1)}`, last: today },
    ahead: { first: sql`${today} + interval '1 day'`, last: sql`${today} + ${daysLong(OCCUPANCY_DAYS)}` },
  };
}

/** Each count reads an index: room codes, the in-house partial index, check-in and check-out dates. */
const figuresOf = (inScope: Scope, timeZone: string) => {
  const { today, tomorrow, instant } = calendar(timeZone);
  const during = (column: string) =>
    sql`b.${sql.identifier(column)} >= ${instant(today)} and b.${sql.identifier(column)} < ${instant(tomorrow)}`;
  return sql`
    select
      (select count(*)::int from suite_codes c where ${inScope(c)}) as rooms,
      (select count(*)::int from bookings b where ${inScope(b)} and b.status = 'in-house') as in_house,
      (select count(*)::int from (select distinct b.branch_id, b.suite_code from bookings b
        where ${inScope(b)} and b.status = 'in-house') as rooms_in_use) as occupied,
      (select count(*)::int from bookings b where ${inScope(b)} and ${during("checkin_date")}
        and b.status in ('in-house', 'checked-out')) as checkins_today,
      (select count(*)::int from bookings b where ${inScope(b)} and ${during("checked_out_date")})
        + (select count(*)::int from bookings b
            where ${inScope(b)} and b.status = 'in-house' and ${during("checkout_date")}) as checkouts_today,
      ${freeTonight(inScope, timeZone)} as free_tonight,
      (select count(*)::int from bookings b where ${inScope(b)} and b.status = 'reserved'
        and b.checkin_date < ${instant(tomorrow)} and b.checkout_date > now()) as arrivals_due,
      (select count(*)::int from bookings b where ${inScope(b)} and b.status = 'in-house'
        and b.checkout_date < ${instant(tomorrow)}) as departures_due`;
};

/**
 * The rooms nothing holds tonight, as the rack and its "Rooms free tonight" judge them: no guest in
 * house, no reservation over tonight's midnight, no block of today; an archived suite's rooms are off.
 */
const freeTonight = (inScope: Scope, timeZone: string) => {
  const { today, tomorrow, instant } = calendar(timeZone);
  const sameRoom = (held: typeof b | typeof r) =>
    inDomain(held, c.domainId, eq(held.branchId, c.branchId), eq(held.suiteCode, c.code));
  return sql`(select count(*)::int from suite_codes c
    join suites s on ${inDomain(s, c.domainId, eq(s.id, c.suiteId), isNull(s.archivedAt))}
    where ${inScope(c)}
      and not exists (select 1 from bookings b where ${sameRoom(b)} and (b.status = 'in-house'
        or (b.status = 'reserved' and b.checkin_date < ${instant(tomorrow)} and b.checkout_date > ${instant(tomorrow)})))
      and not exists (select 1 from room_holds r where ${sameRoom(r)} and r.booking_id is null
        and r.during @> ${instant(sql`${today} + interval '12 hours'`)}))`;
};

/**
 * The rooms held overnight on each of 30 days (the last, or the next on the books) and the prices of
 * those nights: a room counts for a day when a stay holds the midnight that ends it, the night a
 * hotel sells. One room's stays never overlap, so stays count as rooms without DISTINCT. The stays
 * still running at the first of those midnights are one range of `bookings_domain_stay_end_idx`; a
 * binary search of the 30 midnights (width_bucket) turns each into its first and last night held,
 * and each day sums the stays holding it. Revenue sums the prices those stays fixed for the nights
 * they hold: the domain's nights of the 30 days, one range of `booking_nights_domain_night_idx`
 * hashed against the stays (a branch's few stays read theirs by key instead), from indexes alone
 * (migration 0033). Across zones (a domain asked in another zone than a branch's) the night priced
 * is the branch's night of that date. `out_of_order` counts the blocks' room-nights the same way.
 */
const occupancyOf = (
  domainId: string,
  inScope: Scope,
  timeZone: string,
  { first, last }: { first: SQL; last: SQL },
) => {
  const { instant } = calendar(timeZone);
  const midnightAfter = (localDay: SQL) => instant(sql`${localDay} + interval '1 day'`);
  const nights = (period: SQL) => sql`
    width_bucket(lower(${period}) - interval '1 microsecond', m.at) + 1 as first_night,
    width_bucket(upper(${period}) - interval '1 microsecond', m.at) as last_night`;
  // The day of night `night` (1 the first of the 30).
  const dayOf = (night: SQL) => sql`m.first_day + ${night} - 1`;
  return sql`
    with days as (
      select day, row_number() over (order by day)::int as night, ${midnightAfter(sql`day`)} as midnight
      from generate_series(${first}, ${last}, interval '1 day') as day),
    midnights as (
      select array_agg(midnight order by night) as at, min(day)::date as first_day, max(day)::date as last_day
      from days),
    stays as materialized (
      select b.id, ${nights(sql`b.stay`)}
      from midnights m, bookings b
      where ${inScope(b)} and upper(b.stay) > ${midnightAfter(first)}
        and b.status in ('reserved', 'in-house', 'checked-out')),
    held as materialized (select first_night, last_night, count(*) as stays from stays group by 1, 2),
    priced as materialized (
      select n.night, sum(n.price) as revenue
      from midnights m
      join booking_nights n on ${inDomain(n, domainId, sql`n.night between m.first_day and m.last_day`)}
      join stays h on h.id = n.booking_id
        and n.night between ${dayOf(sql`h.first_night`)} and ${dayOf(sql`h.last_night`)}
      group by n.night),
    blocked as (
      select ${nights(sql`r.during`)}, count(*) as rooms
      from midnights m, room_holds r
      where ${inScope(r)} and r.booking_id is null and r.during && ${period(midnightAfter(first), midnightAfter(last), "[]")}
      group by 1, 2)
    select to_char(days.day, 'YYYY-MM-DD') as date,
      coalesce((select sum(held.stays) from held where days.night between held.first_night and held.last_night), 0)::int as occupied,
      coalesce(priced.revenue, 0)::bigint as revenue,
      coalesce((select sum(blocked.rooms) from blocked where days.night between blocked.first_night and blocked.last_night), 0)::int as out_of_order
    from days left join priced on priced.night = days.day::date
    order by days.night`;
};

/** Today's front-desk figures for a branch, or the whole domain, and the occupancy of the last 30 days and the next 30. */
export async function dashboardOf(
  db: Db,
  actor: Actor,
  at: { domainId: string; branchId?: string; timeZone: string },
) {
  const domainId = await domainOf(db, actor, at.domainId);
  // A branch counts its days in its own zone; the whole domain in the one asked for.
  const branch = at.branchId === undefined ? undefined : await branchZoneOf(db, domainId, at.branchId);
  const branchId = branch?.id;
  const timeZone = branch?.timeZone ?? at.timeZone;
  const inScope: Scope = (table) =>
    inDomain(table, domainId, branchId === undefined ? undefined : eq(table.branchId, branchId));
  try {
    // One transaction: the statements see one `now()` and one snapshot.
    return await db.transaction(async (tx) => {
      // Compiling these plans (PostgreSQL's JIT) costs more than running them.
      await tx.execute(sql`set local jit = off`);
      const figures = one(rowsOf<Figures>(await tx.execute(figuresOf(inScope, timeZone))));
      const { past, ahead } = calendar(timeZone);
      const days = rowsOf<OccupiedDay>(await tx.execute(occupancyOf(domainId, inScope, timeZone, past)));
      const daysAhead = rowsOf<OccupiedDay>(
        await tx.execute(occupancyOf(domainId, inScope, timeZone, ahead)),
      );
      const tomorrow = one(rowsOf<{ at: Date | string }>(await tx.execute(tomorrowIn(timeZone)))).at;
      const today = await todayAtTheDesk(tx, { domainId, branchId, tomorrow: new Date(tomorrow) });
      const [domain] = await tx
        .select({ currency: domains.currency })
        .from(domains)
        .where(eq(domains.id, domainId));
      return { timeZone, currency: domain?.currency ?? DEFAULT_CURRENCY, figures, days, daysAhead, today };
    });
  } catch (error) {
    // PostgreSQL and the browser may know different zone names; an unknown one is the caller's.
    if (sqlState(error) === "22023") throw refuse(DashboardRefusal.timeZone);
    throw error;
  }
}

const tomorrowIn = (timeZone: string) => {
  const { tomorrow, instant } = calendar(timeZone);
  return sql`select ${instant(tomorrow)} as at`;
};
