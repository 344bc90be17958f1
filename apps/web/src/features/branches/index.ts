export { branchKeys } from "./api";
export { BranchAddPage } from "./branch-add-page";
export { BranchPicker } from "./branch-picker";
export { BranchPlaceFields } from "./branch-place-fields";
export { BranchSelect, useBranchName } from "./branch-select";
export { BranchesPage } from "./branches-page";
