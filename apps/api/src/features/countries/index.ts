export { countryRoutes } from "./routes.js";
