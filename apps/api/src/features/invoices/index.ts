export { invoiceRoutes } from "./routes.js";
