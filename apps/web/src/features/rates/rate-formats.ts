import { addDays } from "@concierge/contract";
import { formatMoney } from "../../components/money";
import { localeOf } from "../../lib/i18n";
import type { RateWriting } from "./rate-words";

// The calendar's days and figures in the language spoken; English keeps the day before the month, as the rack.
const locale = () => (localeOf() === "en" ? "en-GB" : localeOf());
const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);
/** A Monday: weekday 1 of the contract is this day, 7 the Sunday after. */
const MONDAY = "2024-01-01";

const day = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale(), { timeZone: "UTC", ...options });

/** "Fri 12 Dec 2026" */
export const formatLongDay = (night: string) =>
  day({ weekday: "short", day: "numeric", month: "short", year: "numeric" }).format(asUtc(night));
/** "Fri" */
export const formatWeekday = (night: string) => day({ weekday: "short" }).format(asUtc(night));
/** "12 Dec" */
export const formatDay = (night: string) => day({ day: "numeric", month: "short" }).format(asUtc(night));

/** How a cell's words write, in `currency`. */
export const rateWriting = (currency: string): RateWriting => ({
  nights: (first, last) =>
    first === last
      ? formatDay(first)
      : day({ day: "numeric", month: "short" }).formatRange(asUtc(first), asUtc(last)),
  weekday: (weekday) => formatWeekday(addDays(MONDAY, weekday - 1)),
  percent: (value) =>
    new Intl.NumberFormat(localeOf(), {
      style: "percent",
      signDisplay: "exceptZero",
      maximumFractionDigits: 2,
    }).format(value / 100),
  amount: (value) => `${value > 0 ? "+" : ""}${formatMoney(value, currency)}`,
});
