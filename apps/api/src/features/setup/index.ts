export { ensureFirstAdministrator } from "./first-start.js";
export { consoleAddress, readyBanner } from "./ready-banner.js";
