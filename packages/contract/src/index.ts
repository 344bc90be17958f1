export * from "./access.js";
export * from "./auth.js";
export * from "./common.js";
export * from "./countries.js";
export * from "./permissions.js";
