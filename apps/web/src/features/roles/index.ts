export { roleKeys } from "./api";
export { RoleAddPage } from "./role-add-page";
export { RolesPage } from "./roles-page";
