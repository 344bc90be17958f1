export { preferenceRoutes } from "./routes.js";
