import { addDays, FORECAST_DAYS, type Forecast, fromMinorUnits } from "@concierge/contract";
import { eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../db/one.js";
import {
  bookingNights,
  bookings,
  dayForecastNights,
  roomHolds,
  suiteCodes,
  suites,
} from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { dateOf, dayAt, NOON, period } from "../../lib/nights.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { branchDay } from "./branch-day.js";
import { occupancy } from "./present.js";

// The raw statements name their tables by these aliases, so that `inDomain` can scope them.
const b = alias(bookings, "b");
const c = alias(suiteCodes, "c");
const f = alias(dayForecastNights, "f");
const n = alias(bookingNights, "n");
const r = alias(roomHolds, "r");
const s = alias(suites, "s");

/** Where the branch's rows are. */
interface At {
  domainId: string;
  branchId: string;
}

/** Stays that sell their room: a cancelled or no-show booking holds none. */
const SOLD = sql.raw(`('reserved', 'in-house', 'checked-out')`);

/** The nights `from` … `last` (dates), one row each. */
const nightsOf = (from: string, last: string) =>
  sql`select night::date as night from generate_series(${from}::date, ${last}::date, interval '1 day') as night`;

/** Rooms sold and their prices, per night of `from` … `last`, from the domain's nights' index. */
const soldOf = ({ domainId, branchId }: At, from: string, last: string) => sql`
  select n.night, count(*)::int as rooms, sum(n.price)::bigint as revenue
  from booking_nights n
  join bookings b on ${inDomain(b, n.domainId, eq(b.id, n.bookingId), eq(b.branchId, branchId))}
    and b.status in ${SOLD}
  where ${inDomain(n, domainId, sql`n.night between ${from}::date and ${last}::date`)}
  group by n.night`;

type Night = {
  night: string;
  rooms: number;
  available: number;
  revenue: number | string;
  arrivals: number;
  departures: number;
  before: number | null;
};

/**
 * The forecast's nights in one statement: the nights joined to the rooms sold and their prices, the
 * stays arriving and leaving (the stays over the window, read through the branch's stay index), the
 * rooms of suites on sale less those blocked that night (a block holds the day's noon, as the rack
 * judges it) and the last close's snapshot.
 */
const forecastOf = (at: At, timeZone: string, from: string, last: string) => {
  const { domainId, branchId } = at;
  const window = period(dayAt(addDays(from, -1), timeZone), dayAt(addDays(last, 1), timeZone));
  const sameRoom = inDomain(r, c.domainId, eq(r.branchId, c.branchId), eq(r.suiteCode, c.code));
  return sql`
    with nights as (${nightsOf(from, last)}),
    sold as (${soldOf(at, from, last)}),
    stays as materialized (
      select ${dateOf(sql`lower(b.stay)`, timeZone)} as arrival, ${dateOf(sql`upper(b.stay)`, timeZone)} as departure
      from bookings b
      where ${inDomain(b, domainId, eq(b.branchId, branchId))} and b.status in ${SOLD} and b.stay && ${window}),
    rooms as (
      select count(*)::int as rooms from suite_codes c
      join suites s on ${inDomain(s, c.domainId, eq(s.id, c.suiteId), isNull(s.archivedAt))}
      where ${inDomain(c, domainId, eq(c.branchId, branchId))}),
    blocked as (
      select nights.night, count(*)::int as rooms
      from nights
      join room_holds r on r.during @> ${dayAt(sql`nights.night`, timeZone, NOON)}
      join suite_codes c on ${sameRoom}
      join suites s on ${inDomain(s, c.domainId, eq(s.id, c.suiteId), isNull(s.archivedAt))}
      where ${inDomain(r, domainId, eq(r.branchId, branchId))} and r.booking_id is null
      group by nights.night)
    select to_char(nights.night, 'YYYY-MM-DD') as night,
      coalesce(sold.rooms, 0) as rooms,
      greatest(rooms.rooms - coalesce(blocked.rooms, 0), 0) as available,
      coalesce(sold.revenue, 0) as revenue,
      coalesce(arrivals.stays, 0) as arrivals,
      coalesce(departures.stays, 0) as departures,
      f.rooms as before
    from nights cross join rooms
    left join sold on sold.night = nights.night
    left join blocked on blocked.night = nights.night
    left join (select arrival, count(*)::int as stays from stays group by 1) as arrivals
      on arrivals.arrival = nights.night
    left join (select departure, count(*)::int as stays from stays group by 1) as departures
      on departures.departure = nights.night
    left join day_forecast_nights f on ${inDomain(f, domainId, eq(f.branchId, branchId))} and f.night = nights.night
    order by nights.night`;
};

/**
 * The branch's next `days` nights on the books from `from` (its business date unless told), and the
 * branch's code, which names its file.
 */
export async function dayForecast(
  db: Db,
  actor: Actor,
  params: At,
  query: { from?: string; days: number },
): Promise<{ forecast: Forecast; branchCode: string }> {
  const domainId = await domainOf(db, actor, params.domainId);
  return db.transaction(async (tx) => {
    const branch = await branchDay(tx, domainId, params.branchId);
    const { branchId } = branch;
    const at = { domainId, branchId };
    const from = query.from ?? branch.businessDate;
    const last = addDays(from, query.days - 1);
    const nights = rowsOf<Night>(await tx.execute(forecastOf(at, branch.timeZone, from, last)));
    const [snapshot] = await tx
      .select({ takenOn: dayForecastNights.takenOn })
      .from(dayForecastNights)
      .where(inDomain(dayForecastNights, domainId, eq(dayForecastNights.branchId, branchId)))
      .limit(1);
    const forecast: Forecast = {
      From: from,
      Days: query.days,
      Currency: branch.currency,
      PickupSince: snapshot?.takenOn ?? null,
      Nights: nights.map((night) => ({
        Night: night.night,
        Rooms: night.rooms,
        RoomsAvailable: night.available,
        Occupancy: occupancy(night.rooms, night.available),
        Revenue: fromMinorUnits(Number(night.revenue)),
        Arrivals: night.arrivals,
        Departures: night.departures,
        Pickup: night.before === null ? 0 : night.rooms - night.before,
      })),
    };
    return { forecast, branchCode: branch.code };
  });
}

/**
 * What the close leaves for tomorrow's pick-up: the branch's rooms sold and revenue of the nights
 * `from` … `from + 89` (as many as the forecast shows by default; `from` the business date the close
 * opens), replacing the last close's. Run in the close's transaction, so that a close that fails
 * leaves the last snapshot as it was.
 */
export async function takeForecastSnapshot(tx: Db, domainId: string, branchId: string, from: string) {
  const at = { domainId, branchId };
  const last = addDays(from, FORECAST_DAYS.default - 1);
  await tx
    .delete(dayForecastNights)
    .where(inDomain(dayForecastNights, domainId, eq(dayForecastNights.branchId, branchId)));
  await tx.execute(sql`
    insert into day_forecast_nights (domain_id, branch_id, night, rooms, revenue, taken_on)
    select ${domainId}::uuid, ${branchId}::uuid, nights.night, coalesce(sold.rooms, 0), coalesce(sold.revenue, 0),
      ${addDays(from, -1)}::date
    from (${nightsOf(from, last)}) as nights
    left join (${soldOf(at, from, last)}) as sold on sold.night = nights.night`);
}
