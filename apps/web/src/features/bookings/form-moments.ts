import { dayIn, instantAt } from "@concierge/contract";

/**
 * The wall clock of an instant in `timeZone`, as the date and time inputs hold it. Not a text to
 * read: an input's value is `HH:MM` in Latin digits whatever the language, hence a fixed locale.
 */
export function dayAndTimeIn(iso: string | Date, timeZone: string) {
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
  return { day: dayIn(iso, timeZone), time };
}

/** The chosen day and time on the clock of `timeZone`; undefined while either is missing or malformed. */
export function momentIn(day: string, time: string, timeZone: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return undefined;
  const at = instantAt(day, time, timeZone);
  return Number.isNaN(at.getTime()) ? undefined : at;
}
