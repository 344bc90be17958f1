export { documentsOfBookings } from "./documents.js";
export { presentInvoice } from "./present.js";
export { invoiceRoutes } from "./routes.js";
