export { closeDay, closeDayAsServer, nightAuditPoster } from "./close.js";
export { retryLater } from "./lease.js";
export { businessDayRoutes } from "./routes.js";
