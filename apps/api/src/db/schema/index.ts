export * from "./auth.js";
export * from "./reference.js";
export * from "./tenancy.js";
