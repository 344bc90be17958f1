export {
  type BookingSubject,
  bookingQuery,
  bookingsQuery,
  subjectOf,
  useMoveBooking,
} from "./api";
export { BookingAddPage } from "./booking-add-page";
export { BookingCancelDialog } from "./booking-cancel-dialog";
export { BookingCheckInDialog } from "./booking-checkin-dialog";
export { BookingCheckoutDialog } from "./booking-checkout-dialog";
export { BookingDetailsDialog } from "./booking-details-dialog";
export { bookingStatus, subjectName } from "./booking-labels";
export { BookingNoShowDialog } from "./booking-noshow-dialog";
export { BookingNote } from "./booking-note";
export { noteExcerpt } from "./booking-notes";
export {
  type AskedAction,
  BookingStatusDialogs,
  StatusActionIcons,
  statusActionLabels,
} from "./booking-status-actions";
export { BookingsPage } from "./bookings-page";
export { guestOptionWords, stayWords } from "./guest-finder-words";
export { GuestProfileLink } from "./guest-profile-link";
export { prefetchBookings } from "./list-prefetch";
export { NewNightsPrice } from "./new-nights-price";
