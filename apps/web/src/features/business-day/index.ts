export { BusinessDayChip } from "./business-day-chip";
// The header carries the chip; the screen's code (the bookings' and folios' dialogs) loads when opened.
export const loadCloseDayPage = () => import("./close-day-page").then((m) => m.CloseDayPage);
