// The names other records point at (a branch's, a role's, a guest's) and a branch's zone: read by the audit
// trail and by the features whose dialogs show it, so they sit below all of them (no import cycle).
export { branchChoicesQuery, branchesKey, guestsKey, roleChoicesQuery, rolesKey } from "./api";
export { BranchName } from "./branch-name";
export { useBranchZone, useOwnBranchZone } from "./branch-zone";
export { guestName } from "./guest-name";
export { RoleName } from "./role-name";
