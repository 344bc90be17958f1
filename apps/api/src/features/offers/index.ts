export { offerRoutes } from "./routes.js";
export { checkStaySells } from "./service.js";
