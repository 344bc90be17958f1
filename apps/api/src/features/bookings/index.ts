export { bookingGuest } from "./guest-name.js";
export { stored as storedBooking } from "./holding.js";
export { fitNights } from "./nights.js";
export { bookingsOfProfile } from "./of-profile.js";
export { presentBooking } from "./present.js";
export { bookingRoutes } from "./routes.js";
export { markNoShowAtClose } from "./statuses.js";
