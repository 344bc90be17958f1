export { HousekeepingPage } from "./housekeeping-page";
export { RoomsToClean } from "./rooms-to-clean";
export { housekeepingLabels, useMarkRoom } from "./use-mark-room";
