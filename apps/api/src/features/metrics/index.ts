export { metricsRoutes } from "./routes.js";
