import { fromMinorUnits, type PricedNight } from "@concierge/contract";
import { and, eq, gt, gte, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client.js";
import { rowsOf } from "../../db/one.js";
import {
  bookingNights,
  bookings,
  branches,
  ratePlans,
  rates,
  soldUnder,
  suiteCodes,
  suites,
} from "../../db/schema/index.js";
import { inDomain } from "../../lib/tenancy.js";
import { basePrice, planPrice, pricedPlan } from "../rates/index.js";

// The statements name their tables by these aliases, so that `inDomain` can scope them.
const b = alias(bookings, "b");
const z = alias(branches, "z");
const c = alias(suiteCodes, "c");
const s = alias(suites, "s");
const p = alias(ratePlans, "p");
const r = alias(rates, "r");
const n = alias(bookingNights, "n");

/** The first night of a booking `b` of branch `z`: its arrival's day on the branch's clock. */
const stayFirstNight = sql`(${b.checkinDate} at time zone ${z.timeZone})::date`;
/** How many nights its stay spans on that clock, cut at an early departure: at least one (`stayNights`). */
const stayNightCount = sql`greatest((least(${b.checkoutDate}, ${b.checkedOutDate}) at time zone ${z.timeZone})::date - ${stayFirstNight}, 1)`;

/**
 * A booking's nights as answered: `[night, price]` pairs read with the booking (`stored`), in order.
 * Inside a write's RETURNING they are those before the write; `fitNights` answers the new ones.
 */
export const nightsOfBooking = sql<
  [string, number][]
>`(select coalesce(json_agg(json_build_array(${n.night}, ${n.price}) order by ${n.night}), '[]'::json)
  from ${bookingNights} ${n} where ${inDomain(n, bookings.domainId, eq(n.bookingId, bookings.id))})`;

/** The nights `[night, price]` as the wire has them: money in the domain's currency. */
export const pricedNights = (nights: readonly [string, number][]): PricedNight[] =>
  nights.map(([night, price]) => ({ Night: night, Price: fromMinorUnits(price) }));

/**
 * Fits a booking's priced nights to its stay, in the write's transaction: drops the nights outside
 * it, and prices the missing ones at today's prices of its plan and its room's suite. Nights
 * already priced keep their price (CONTRACT: fixed when booked), but for those from `repriceFrom`
 * on, a move to another suite's room sells at that suite's price. The deferred constraint trigger
 * of migration 0032 checks the result when the transaction commits.
 */
export async function fitNights(tx: Tx, domainId: string, bookingId: string, repriceFrom?: string) {
  const [stay] = rowsOf<{ first: string; last: string }>(
    await tx.execute(sql`select ${stayFirstNight} as first, ${stayFirstNight} + ${stayNightCount} - 1 as last
      from ${bookings} ${b} join ${branches} ${z} on ${inDomain(z, b.domainId, eq(z.id, b.branchId))}
      where ${inDomain(b, domainId, eq(b.id, bookingId))}`),
  ).map((row) => ({ first: String(row.first).slice(0, 10), last: String(row.last).slice(0, 10) }));
  if (!stay) return [];
  await tx
    .delete(bookingNights)
    .where(
      inDomain(
        bookingNights,
        domainId,
        eq(bookingNights.bookingId, bookingId),
        or(
          lt(bookingNights.night, stay.first),
          gt(bookingNights.night, stay.last),
          repriceFrom === undefined ? undefined : gte(bookingNights.night, repriceFrom),
        ),
      ),
    );
  await tx.execute(sql`insert into ${bookingNights} (domain_id, booking_id, night, price)
    select ${domainId}::uuid, ${b.id}, stay.day::date, ${planPrice(p, basePrice(r.price, s.price))}
    from ${bookings} ${b}
    join ${suiteCodes} ${c} on ${inDomain(c, b.domainId, and(eq(c.branchId, b.branchId), eq(c.code, b.suiteCode)))}
    join ${suites} ${s} on ${inDomain(s, b.domainId, eq(s.id, c.suiteId))}
    join ${ratePlans} ${p} on ${inDomain(p, b.domainId, sql`${p.id} = ${soldUnder(b)}`)}
    cross join generate_series(${stay.first}::date, ${stay.last}::date, interval '1 day') as stay(day)
    left join ${rates} ${r} on ${inDomain(r, b.domainId, sql`${r.ratePlanId} = ${pricedPlan(p)} and ${r.suiteId} = ${s.id} and ${r.night} = stay.day::date`)}
    where ${inDomain(b, domainId, eq(b.id, bookingId))}
    on conflict do nothing`);
  const nights = await tx
    .select({ night: bookingNights.night, price: bookingNights.price })
    .from(bookingNights)
    .where(inDomain(bookingNights, domainId, eq(bookingNights.bookingId, bookingId)))
    .orderBy(bookingNights.night);
  return nights.map(({ night, price }) => [night, price] as [string, number]);
}

/**
 * A booking row just written, with its nights fitted to its stay (`fitNights`) and its `rate` kept
 * the first night's price (CONTRACT: `Rate` stays the first night's).
 */
export async function priceStay<Row extends { domainId: string; id: string; rate: number }>(
  tx: Tx,
  row: Row,
  repriceFrom?: string,
): Promise<Row & { nights: [string, number][] }> {
  const nights = await fitNights(tx, row.domainId, row.id, repriceFrom);
  const rate = nights[0]?.[1] ?? row.rate;
  if (rate !== row.rate) {
    const [written] = await tx
      .update(bookings)
      .set({ rate })
      .where(inDomain(bookings, row.domainId, eq(bookings.id, row.id)))
      .returning({ version: bookings.version });
    // This second write raised the row's Version again: the answer names the one If-Match now needs.
    if (written && "version" in row) return { ...row, version: written.version, rate, nights };
  }
  return { ...row, rate, nights };
}
