export { ensureFirstAdministrator } from "./first-start.js";
