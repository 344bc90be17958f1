export { closeDaysEvery } from "./auto-close.js";
export { closeDay, closeDayAsServer, nightAuditPoster } from "./close.js";
export { takeForecastSnapshot } from "./forecast.js";
export { retryLater } from "./lease.js";
export { dayReportRoutes } from "./report-routes.js";
export { businessDayRoutes } from "./routes.js";
