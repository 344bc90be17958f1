import { addDays, dayIn, daysBetween } from "@concierge/contract";
import { localeOf } from "../../lib/i18n";

// Nights are days of the branch's zone as `YYYY-MM-DD`: never the browser's zone (CONTRACT, "Time
// zones, money"). These read and write them for the rack's columns.

/**
 * The locale the rack's days and times are written in: the language spoken; English keeps the
 * day before the month and the 24-hour clock the rack has always shown ("Mon 24 Nov", "14:00").
 */
const rackLocale = () => {
  const locale = localeOf();
  return locale === "en" ? "en-GB" : locale;
};

const formats = new Map<string, Intl.DateTimeFormat>();
/** A format of the rack's locale, made once for each locale and options. */
function formatOf(name: string, options: Intl.DateTimeFormatOptions) {
  const key = `${rackLocale()} ${name}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(rackLocale(), options);
    formats.set(key, format);
  }
  return format;
}
const weekdayFormat = () => formatOf("weekday", { timeZone: "UTC", weekday: "short" });
const dayFormat = () => formatOf("day", { timeZone: "UTC", day: "numeric", month: "short" });
const longFormat = () =>
  formatOf("long", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" });

const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);

/** A function of a day or an instant, remembered: a rack of a month asks the same thousands of times. */
function remembered<T>(work: (value: string) => T): (value: string) => T {
  const known = new Map<string, T>();
  return (value) => {
    let answer = known.get(value);
    if (answer === undefined) {
      answer = work(value);
      known.set(value, answer);
    }
    return answer;
  };
}

const dayOfLocale = remembered((localeAndDay) => {
  const [, day = ""] = localeAndDay.split(" ");
  return dayFormat().format(asUtc(day));
});
/** "24 Nov" */
export const formatDay = (day: string) => dayOfLocale(`${rackLocale()} ${day}`);
/** "Mon" */
export const formatWeekday = (day: string) => weekdayFormat().format(asUtc(day));
/** "Mon 24 Nov 2026" */
export const formatLongDay = (day: string) => longFormat().format(asUtc(day));
export const isWeekend = (day: string) => [0, 6].includes(asUtc(day).getUTCDay());

/** The `count` nights from `from`. */
export const nightsFrom = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) => addDays(from, index));

/** The wall-clock time of an instant in `timeZone` as the staff read it: "14:00". */
export const formatClock = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat(rackLocale(), {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(instant));

/**
 * The wall-clock time (`HH:MM`) of an instant in `timeZone`, as a time is sent: not a text to read,
 * Latin digits whatever the language, hence a fixed locale.
 */
export const clockIn = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    new Date(instant),
  );

const zoneDays = new Map<string, (instant: string) => string>();
/** The day of an instant in `timeZone`, remembered: stays arrive and leave at a few times of day. */
const dayInZone = (instant: string, timeZone: string) => {
  let days = zoneDays.get(timeZone);
  if (!days) {
    days = remembered((at) => dayIn(at, timeZone));
    zoneDays.set(timeZone, days);
  }
  return days(instant);
};

/** A stay's arrival day and the day it leaves; a stay within one day holds that one night. */
export function stayNights(stay: { CheckinDate: string; CheckoutDate: string }, timeZone: string) {
  const arrival = dayInZone(stay.CheckinDate, timeZone);
  const departure = dayInZone(stay.CheckoutDate, timeZone);
  const until = daysBetween(arrival, departure) > 0 ? departure : addDays(arrival, 1);
  return { arrival, departure, until };
}
