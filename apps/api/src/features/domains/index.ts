export { domainRoutes } from "./routes.js";
