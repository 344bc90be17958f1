/** One stay as an iCalendar event (RFC 5545), the file a guest's calendar adds. */
export interface CalendarEvent {
  /** Unique and stable for the stay: the booking's id at the server's host. */
  uid: string;
  start: Date;
  end: Date;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  location: string;
  description: string;
}

/** 20261202T120000Z: the instant in UTC, which every calendar reads without a VTIMEZONE. */
const utc = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export const escapeText = (value: string) =>
  value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, "\\n");

/**
 * A content line folded at 75 octets (RFC 5545 3.1): each continuation starts with a space. UTF-8
 * characters are never cut in two.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; a continuation's leading space counts among its 75.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function calendarOf(event: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Concierge//Guest mail//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    "STATUS:CONFIRMED",
    // A hotel stay does not make its guest busy for days in their own calendar.
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
