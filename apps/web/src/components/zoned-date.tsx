import { Text, type TextProps } from "@mantine/core";
import { localeOf } from "../lib/i18n";

/** The zone the browser reads clocks in, such as "Europe/London". */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const formats = new Map<string, Intl.DateTimeFormat>();
// In the language the console speaks, whatever the browser's own locale.
const formatOf = (timeZone: string, style: "moment" | "day") => {
  const locale = localeOf();
  const key = `${locale} ${style} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      style === "moment"
        ? { dateStyle: "medium", timeStyle: "short", timeZone }
        : { dateStyle: "medium", timeZone },
    );
    formats.set(key, format);
  }
  return format;
};

/** The zone's name when it is not the reader's own (where the clock would surprise); else nothing. */
export const foreignZone = (timeZone: string) => (timeZone === browserTimeZone() ? undefined : timeZone);

/**
 * An instant on the wall clock of `timeZone`, "25 Nov 2026, 14:00", the zone named when it is not
 * the reader's (unless the screen names it once for all its dates: `named` false).
 */
export function formatInZone(iso: string, timeZone: string, named = true) {
  const shown = formatOf(timeZone, "moment").format(new Date(iso));
  const zone = named && foreignZone(timeZone);
  return zone ? `${shown} (${zone})` : shown;
}

/** A day of a branch's calendar (`YYYY-MM-DD`), "25 Nov 2026": the day itself, never shifted by a zone. */
export const formatDay = (day: string) => formatOf("UTC", "day").format(new Date(`${day}T00:00:00Z`));

interface ZonedDateProps extends TextProps {
  /** The instant, an ISO 8601 string in UTC as the API sends it. */
  iso: string;
  /** The branch's zone, in which the hotel's staff read its clocks. */
  timeZone: string;
  /** False where the screen already names the zone once for all its dates. */
  named?: boolean;
}

/** An instant as a branch's staff read it: in the branch's zone, named when it is not the reader's. */
export function ZonedDate({ iso, timeZone, named = true, ...text }: ZonedDateProps) {
  return (
    <Text component="time" dateTime={iso} size="sm" {...text}>
      {formatInZone(iso, timeZone, named)}
    </Text>
  );
}
