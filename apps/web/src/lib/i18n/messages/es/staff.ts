/** The texts of users, roles, branches, domains. */
export const staff = {};
