import type { Booking, BookingStatus } from "@concierge/contract";

const moment = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** An instant in the reader's own time zone, "25 Nov 2026, 11:00". */
export const formatMoment = (iso: string) => moment.format(new Date(iso));

/** A booking is known by its guest and room ("Ada Obi in A5"): the name its buttons and dialogs use. */
export const bookingName = (booking: Booking) =>
  `${booking.FirstName} ${booking.LastName} in ${booking.SuiteCode}`;

const statusLabels: Record<BookingStatus, { label: string; color: string }> = {
  reserved: { label: "Reserved", color: "blue" },
  "in-house": { label: "In house", color: "teal" },
  "checked-out": { label: "Checked out", color: "gray" },
  cancelled: { label: "Cancelled", color: "red" },
  "no-show": { label: "No-show", color: "orange" },
};

/** How a booking's status reads, and the colour it is shown in. */
export const bookingStatus = (booking: Booking) => statusLabels[booking.Status];

const pad = (part: number) => String(part).padStart(2, "0");

/** An instant as the date and time inputs hold it, in the browser's time zone. */
export function localDayAndTime(iso: string) {
  const at = new Date(iso);
  return {
    day: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** The chosen local date and time as one moment; undefined while either is missing or malformed. */
export function localMoment(day: string, time: string): Date | undefined {
  if (day === "" || time === "") return undefined;
  const at = new Date(`${day}T${time}`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}
