export { HousekeepingPage } from "./housekeeping-page";
export { housekeepingLabels, useMarkRoom } from "./use-mark-room";
