export { suiteRoutes } from "./routes.js";
