export { bookingRoutes } from "./routes.js";
