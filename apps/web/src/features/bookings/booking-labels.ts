import type { Booking, BookingStatus } from "@concierge/contract";
import { type MessageKey, translate } from "../../lib/i18n";
import type { BookingSubject } from "./api";

/** A booking is known by its guest and room ("Ada Obi in A5"): the name its buttons and dialogs use. */
export const bookingName = (booking: Booking) =>
  translate("bookings.name", { guest: `${booking.FirstName} ${booking.LastName}`, room: booking.SuiteCode });

/** A status dialog's subject by the same name: a rack's stay as well as a list's row. */
export const subjectName = (subject: BookingSubject) =>
  translate("bookings.name", { guest: subject.Guest, room: subject.SuiteCode });

const noticeOf = (key: MessageKey) => (subject: BookingSubject) =>
  translate(key, { guest: subject.Guest, room: subject.SuiteCode });

/** What the notifications say once a status has changed, naming the guest and the room. */
export const statusNotice = {
  reserved: noticeOf("bookings.notice.reserved"),
  checkedIn: noticeOf("bookings.notice.checkedIn"),
  noShow: noticeOf("bookings.notice.noShow"),
  cancelled: noticeOf("bookings.notice.cancelled"),
  checkedOut: noticeOf("bookings.notice.checkedOut"),
};

const statusLabels: Record<BookingStatus, { label: MessageKey; color: string }> = {
  reserved: { label: "bookings.status.reserved", color: "blue" },
  "in-house": { label: "bookings.status.inHouse", color: "teal" },
  "checked-out": { label: "bookings.status.checkedOut", color: "gray" },
  cancelled: { label: "bookings.status.cancelled", color: "red" },
  "no-show": { label: "bookings.status.noShow", color: "orange" },
};

/** How a booking's status reads in the language spoken, and the colour it is shown in. */
export const bookingStatus = (booking: Pick<Booking, "Status">) => {
  const { label, color } = statusLabels[booking.Status];
  return { label: translate(label), color };
};
