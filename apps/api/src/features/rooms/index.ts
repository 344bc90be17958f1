export { freeRoomsQuery } from "./availability.js";
export { findRoom } from "./lookup.js";
export { roomRoutes } from "./routes.js";
