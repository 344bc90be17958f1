import { addDays, dayIn, daysBetween } from "@concierge/contract";

// Nights are days of the branch's zone as `YYYY-MM-DD`: never the browser's zone (CONTRACT, "Time
// zones, money"). These count them for the rack's columns; `rack-formats` writes them in words.

/** A day as the instant of its UTC midnight: its weekday and its name, free of any zone. */
export const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);

/** A function of a day or an instant, remembered: a rack of a month asks the same thousands of times. */
export function remembered<T>(work: (value: string) => T): (value: string) => T {
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

export const isWeekend = (day: string) => [0, 6].includes(asUtc(day).getUTCDay());

/** The `count` nights from `from`. */
export const nightsFrom = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) => addDays(from, index));

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
