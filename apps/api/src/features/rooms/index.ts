export { findRoom } from "./lookup.js";
export { roomRoutes } from "./routes.js";
