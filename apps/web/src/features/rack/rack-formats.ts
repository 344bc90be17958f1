import { localeOf } from "../../lib/i18n";
import { asUtc, remembered } from "./rack-nights";

// The rack's nights and times in words, in the language spoken.

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

/** The wall-clock time of an instant in `timeZone` as the staff read it: "14:00". */
export const formatClock = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat(rackLocale(), {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(instant));
