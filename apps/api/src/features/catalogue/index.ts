export { itemOf, ratesOn, type TaxPeriod, taxPeriodsOf, taxRatesOn } from "./lookups.js";
export { catalogueRoutes } from "./routes.js";
