import { z } from "zod";

// CONTRACT, "Time zones, money": a branch counts nights in its zone, a domain prices in its currency,
// and money is stored exact, in minor units (the defaults in constants.ts).
export { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE } from "./constants.js";

export const LocaleMessage = {
  timeZone: "TimeZone must be an IANA time zone, such as Africa/Lagos",
  currency: "Currency must be an ISO 4217 code, such as USD",
} as const;

/** The canonical spelling of an IANA zone given in any letter case, or undefined for no zone. */
export function canonicalTimeZone(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Every IANA zone this runtime knows, for the branch form's search. */
export const timeZones = (): string[] => Intl.supportedValuesOf("timeZone");

const currencies = new Set(Intl.supportedValuesOf("currency"));

export const timeZoneField = z
  .string({ error: LocaleMessage.timeZone })
  .trim()
  .max(64, LocaleMessage.timeZone)
  .refine((name) => canonicalTimeZone(name) !== undefined, LocaleMessage.timeZone)
  .transform((name) => canonicalTimeZone(name) ?? name);

export const currencyField = z
  .string({ error: LocaleMessage.currency })
  .trim()
  .transform((code) => code.toUpperCase())
  .refine((code) => currencies.has(code), LocaleMessage.currency);

/** Every ISO 4217 code with its English name, for the domain form's search: "NGN · Nigerian Naira". */
export function currencyOptions(): { value: string; label: string }[] {
  const names = new Intl.DisplayNames(["en"], { type: "currency" });
  return [...currencies].map((code) => ({ value: code, label: `${code} · ${names.of(code) ?? code}` }));
}

/** An amount with at most 2 decimals in minor units (cents), as money is stored: exact. */
export const toMinorUnits = (amount: number) => Math.round(amount * 100);
/** Minor units back to the amount the wire carries. */
export const fromMinorUnits = (minor: number) => minor / 100;

/** A real calendar day `YYYY-MM-DD` (not 2026-02-31) of a year a hotel books in, as PostgreSQL takes it. */
export const isDay = (value: string) => {
  if (!/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
};

// Days as a branch counts them: `YYYY-MM-DD` strings in its zone, and instants they begin at.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const partsFormat = (timeZone: string) => {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  return format;
};

/** The wall clock of `instant` in `timeZone`, as if it were UTC (for offset arithmetic). */
function wallClock(instant: Date, timeZone: string): number {
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const parts = partsFormat(timeZone).formatToParts(instant);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
}

/** The day (`YYYY-MM-DD`) an instant falls on in `timeZone`. */
export const dayIn = (instant: Date | string, timeZone: string) =>
  new Date(wallClock(new Date(instant), timeZone)).toISOString().slice(0, 10);

/**
 * An instant as a person at the branch reads it: its wall clock there, the zone named, so that a
 * refusal means the same on any screen: '2026-12-02 12:00 (Asia/Dubai)'.
 */
export const zonedTime = (instant: Date, timeZone: string) =>
  `${new Date(wallClock(instant, timeZone)).toISOString().slice(0, 16).replace("T", " ")} (${timeZone})`;

/**
 * An instant in ISO 8601 on the wall clock of `timeZone`, carrying its offset, to the second:
 * "2026-12-02T12:00:00+04:00" (a file a person reads, in the branch's time).
 */
export function isoInZone(instant: Date | string, timeZone: string): string {
  const at = new Date(instant);
  const second = at.getTime() - (((at.getTime() % 1000) + 1000) % 1000);
  const wall = wallClock(at, timeZone);
  const minutes = Math.round((wall - second) / 60_000);
  const offset = `${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, "0")}:${String(Math.abs(minutes) % 60).padStart(2, "0")}`;
  return `${new Date(wall).toISOString().slice(0, 19)}${minutes < 0 ? "-" : "+"}${offset}`;
}

/** The day `days` after (or before) `day`. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The instant the wall clock of `timeZone` shows `time` (`HH:MM`) on `day`. A time skipped by a
 * clock change is read with the offset before it; a repeated one is its first occurrence.
 */
export function instantAt(day: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  // A zone's offset a day either side of a clock change: at most two candidates.
  const offsets = [wall - 86_400_000, wall + 86_400_000].map(
    (near) => wallClock(new Date(near), timeZone) - near,
  );
  const shown = offsets
    .map((offset) => wall - offset)
    .filter((at) => wallClock(new Date(at), timeZone) === wall);
  return new Date(shown.length ? Math.min(...shown) : wall - (offsets[0] ?? 0));
}

/** A stay's nights: from its arrival's day to its departure's in `timeZone`; a stay within a day is one. */
export const stayNights = (checkin: Date | string, checkout: Date | string, timeZone: string) =>
  Math.max(daysBetween(dayIn(checkin, timeZone), dayIn(checkout, timeZone)), 1);
