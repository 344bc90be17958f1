export { roleChoicesQuery, roleKeys } from "./api";
export { RoleAddPage } from "./role-add-page";
export { RoleName } from "./role-name";
export { RolesPage } from "./roles-page";
