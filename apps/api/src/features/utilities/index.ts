export { utilityRoutes } from "./routes.js";
export { ensureSuiteUtilityList, suiteUtilityItems } from "./service.js";
