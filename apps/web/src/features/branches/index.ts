export { branchChoicesQuery, branchKeys } from "./api";
export { BranchAddPage } from "./branch-add-page";
export { BranchName } from "./branch-name";
export { BranchPicker } from "./branch-picker";
export { BranchPlaceFields } from "./branch-place-fields";
export { BranchSelect, useBranchName } from "./branch-select";
export { useBranchZone, useOwnBranchZone } from "./branch-zone";
export { BranchesPage } from "./branches-page";
