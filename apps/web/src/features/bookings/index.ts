export { BookingAddPage } from "./booking-add-page";
export { BookingsPage } from "./bookings-page";
