export { DayReportsPage } from "./day-reports-page";
