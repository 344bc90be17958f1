export { stored as storedBooking } from "./holding.js";
export { bookingsOfProfile } from "./of-profile.js";
export { presentBooking } from "./present.js";
export { bookingRoutes } from "./routes.js";
