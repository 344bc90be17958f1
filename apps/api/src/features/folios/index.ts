export { type LockedFolio, lockFolio, type Posting, post, shareBusinessDate } from "./ledger.js";
export { presentEntry } from "./present.js";
export { entriesOfBookings } from "./read.js";
export { chargeNights, type UnpostedNight, unpostedNights } from "./room-nights.js";
export { folioRoutes } from "./routes.js";
