export { branchRoutes } from "./routes.js";
export { branchOf } from "./service.js";
