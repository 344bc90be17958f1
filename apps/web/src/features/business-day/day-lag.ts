import { daysBetween } from "@concierge/contract";

/** How a branch's business date stands to today in its zone: the header's chip says it. */
export type DayLag = { state: "current" } | { state: "ahead" } | { state: "behind"; days: number };

/**
 * `ahead`: today's day is closed already (a close may run once today has begun), the books open for
 * tomorrow; `behind`: days that have ended are not closed.
 */
export function dayLag(businessDate: string, today: string): DayLag {
  const days = daysBetween(businessDate, today);
  if (days > 0) return { state: "behind", days };
  return days < 0 ? { state: "ahead" } : { state: "current" };
}

/** Neutral while current; amber a day behind; red two or more behind. */
export const lagColor = (lag: DayLag) =>
  lag.state !== "behind" ? "gray" : lag.days === 1 ? "yellow" : "red";

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A business date in `locale`, never shifted by a zone: "Tue, Nov 24" (`weekday`), "Nov 24" (the
 * header's narrow width), "Tue, Nov 24, 2026" (`year`).
 */
export function formatBusinessDay(day: string, locale: string, style: "weekday" | "short" | "year") {
  const key = `${locale} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      timeZone: "UTC",
      ...(style !== "short" && { weekday: "short" }),
      ...(style === "year" && { year: "numeric" }),
    });
    formats.set(key, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}
