export { auditRoutes } from "./routes.js";
