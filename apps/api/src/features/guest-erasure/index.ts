export { anonymizeRetired } from "./retention.js";
export { guestErasureRoutes } from "./routes.js";
