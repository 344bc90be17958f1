export { roleRoutes } from "./routes.js";
