export { ChangedBanner } from "./changed-banner";
export { type VersionedSave, versionedEdit } from "./versioned-edit";
