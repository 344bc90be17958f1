export * from "./auth.js";
export * from "./front-desk.js";
export * from "./inventory.js";
export * from "./reference.js";
export * from "./tenancy.js";
