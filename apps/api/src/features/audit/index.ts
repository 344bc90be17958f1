export { presentAuditEntry } from "./present.js";
export { auditRoutes } from "./routes.js";
