export { itemOf, ratesOn, taxPeriodsOf, taxRatesOn } from "./lookups.js";
export { catalogueRoutes } from "./routes.js";
