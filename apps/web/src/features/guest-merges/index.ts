export { DuplicatesPage } from "./duplicates-page";
export { GuestMerges } from "./guest-merges";
