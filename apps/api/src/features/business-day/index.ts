export { takeForecastSnapshot } from "./forecast.js";
export { dayReportRoutes } from "./report-routes.js";
