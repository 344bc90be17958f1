import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/*
 * The hotel's calendar in SQL, each notion written once. A day runs from midnight to midnight on
 * its branch's clock (its time zone). A night is sold by the midnight it holds, so a block of
 * nights holds noon to noon. A stay holds its room from check-in up to check-out.
 */

/** What a statement reads: a value sent, a parameter or placeholder (built-once.ts), a column or SQL. */
type Value = string | SQLWrapper;

export const MIDNIGHT = "00:00";
export const NOON = "12:00";

/** The instant a wall-clock time of the zone (a timestamp without a zone) stands for. */
export const instantIn = (local: SQL, zone: Value) => sql`(${local}) at time zone ${zone}`;

/** The instant `day` (YYYY-MM-DD) reaches `time` (HH:MM) on the zone's clock: its start by default. */
export const dayAt = (day: Value, zone: Value, time = MIDNIGHT) =>
  instantIn(sql`${day}::date + ${time}::time`, zone);

/** Midnight that began today on the zone's clock, as a wall-clock time. */
export const todayIn = (zone: Value) => sql`date_trunc('day', now() at time zone ${zone})`;

/** The day (YYYY-MM-DD) an instant falls on, on the zone's clock. */
export const dayOf = (instant: Value, zone: Value) =>
  sql<string>`to_char(${instant} at time zone ${zone}, 'YYYY-MM-DD')`;

/** The date an instant falls on, on the zone's clock, to compare with another. */
export const dateOf = (instant: Value, zone: Value) => sql`(${instant} at time zone ${zone})::date`;

/** A period of instants from `from`, up to `until` (excluded) unless told, as holds store theirs. */
export const period = (from: SQL, until: SQL, bounds: "[)" | "[]" = "[)") =>
  sql`tstzrange(${from}, ${until}, ${sql.raw(`'${bounds}'`)})`;

/** The days `from` up to `until` (excluded) on the zone's clock, each from `time` to `time` the next. */
export const daysFrom = (from: Value, until: Value, zone: Value, time = MIDNIGHT) =>
  period(dayAt(from, zone, time), dayAt(until, zone, time));

/**
 * The nights `from` up to `to` as a hold's period: noon of `from` to noon of `to`. It holds the
 * midnights after `from` … `to`, and leaves the guest leaving on `from`'s morning and the one
 * arriving on `to`'s afternoon their room.
 */
export const nightsFrom = (from: Value, to: Value, zone: Value) => daysFrom(from, to, zone, NOON);

/** A stay's period, check-in up to check-out: what its room's hold (`room_holds.during`) holds. */
export const stayPeriod = (checkin: Date, checkout: Date) =>
  period(sql`${checkin.toISOString()}::timestamptz`, sql`${checkout.toISOString()}::timestamptz`);

/**
 * A booking's stay, its generated `stay` column: from check-in up to the check-out planned, or up
 * to the check-out made when the guest left earlier.
 */
export const bookedStay = (checkin: SQL, checkout: SQL, checkedOut: SQL) =>
  period(checkin, sql`least(${checkout}, ${checkedOut})`);
