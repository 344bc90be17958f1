export { guestMergeRoutes } from "./routes.js";
