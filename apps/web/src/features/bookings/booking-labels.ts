import { type Booking, type BookingStatus, dayIn, instantAt } from "@concierge/contract";
import type { BookingSubject } from "./api";

/** A booking is known by its guest and room ("Ada Obi in A5"): the name its buttons and dialogs use. */
export const bookingName = (booking: Booking) =>
  `${booking.FirstName} ${booking.LastName} in ${booking.SuiteCode}`;

/** A status dialog's subject by the same name: a rack's stay as well as a list's row. */
export const subjectName = (subject: BookingSubject) => `${subject.Guest} in ${subject.SuiteCode}`;

/** What the notifications say once a status has changed, naming the guest and the room. */
export const statusNotice = {
  reserved: (subject: BookingSubject) => `${subject.Guest} reserved in ${subject.SuiteCode}`,
  checkedIn: (subject: BookingSubject) => `${subject.Guest} checked in to ${subject.SuiteCode}`,
  noShow: (subject: BookingSubject) =>
    `${subject.Guest} marked a no-show; ${subject.SuiteCode} is free again`,
  cancelled: (subject: BookingSubject) =>
    `Booking of ${subject.Guest} in ${subject.SuiteCode} cancelled; ${subject.SuiteCode} is free again`,
  checkedOut: (subject: BookingSubject) => `${subject.Guest} checked out of ${subject.SuiteCode}`,
};

const statusLabels: Record<BookingStatus, { label: string; color: string }> = {
  reserved: { label: "Reserved", color: "blue" },
  "in-house": { label: "In house", color: "teal" },
  "checked-out": { label: "Checked out", color: "gray" },
  cancelled: { label: "Cancelled", color: "red" },
  "no-show": { label: "No-show", color: "orange" },
};

/** How a booking's status reads, and the colour it is shown in. */
export const bookingStatus = (booking: Pick<Booking, "Status">) => statusLabels[booking.Status];

/** The wall clock of an instant in `timeZone`, as the date and time inputs hold it. */
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
