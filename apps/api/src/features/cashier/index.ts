export { cashierRoutes } from "./routes.js";
