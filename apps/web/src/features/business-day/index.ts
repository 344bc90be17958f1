export { BusinessDayChip } from "./business-day-chip";
export { CloseDayPage } from "./close-day-page";
