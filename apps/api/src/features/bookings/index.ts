export { bookingsOfProfile } from "./of-profile.js";
export { bookingRoutes } from "./routes.js";
