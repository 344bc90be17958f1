export { planOfStay } from "./plans.js";
export { basePrice, planPrice, pricedPlan } from "./prices.js";
export { rateRoutes } from "./routes.js";
