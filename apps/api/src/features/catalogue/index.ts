export { itemOf, ratesOn, taxPeriodsOf, taxRatesOn } from "./lookups.js";
