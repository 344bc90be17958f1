export { scanRoutes } from "./routes.js";
export { createScanStore, type ScanStore } from "./scan-store.js";
export { attachScan, deleteScansOfBookings, deleteScansOfDomain } from "./service.js";
export { sweepDomainScans } from "./sweep.js";
