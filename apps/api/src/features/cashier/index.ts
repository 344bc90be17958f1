export { presentUnbalanced } from "./present.js";
export { cashierRoutes } from "./routes.js";
export { unbalancedFolios } from "./service.js";
