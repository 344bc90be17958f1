export { branchRoutes } from "./routes.js";
export { branchOf, branchZoneOf } from "./service.js";
