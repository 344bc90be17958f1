export { ensureCountries } from "./first-load.js";
export { countryRoutes } from "./routes.js";
