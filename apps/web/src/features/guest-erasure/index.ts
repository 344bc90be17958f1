export { AnonymizeGuestButton } from "./anonymize-guest-button";
export type { ErasedGuest } from "./api";
export { ExportGuestButton } from "./export-guest-button";
