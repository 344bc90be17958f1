export { scanRoutes } from "./routes.js";
export { attachScan } from "./service.js";
