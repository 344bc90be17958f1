export { dayReportKeys } from "./api";
export { DayReportsPage } from "./day-reports-page";
