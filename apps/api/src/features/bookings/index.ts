export { presentBooking } from "./present.js";
export { bookingRoutes } from "./routes.js";
