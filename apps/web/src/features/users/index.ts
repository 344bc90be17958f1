export { UserAddPage } from "./user-add-page";
export { UsersPage } from "./users-page";
