export {
  type LockedFolio,
  lockFolio,
  type Poster,
  type Posting,
  post,
  postEach,
  shareBusinessDate,
} from "./ledger.js";
export { presentEntry } from "./present.js";
export { entriesOfBookings } from "./read.js";
export {
  chargeNights,
  type RoomCharging,
  roomCharging,
  roomNightPosting,
  type UnpostedNight,
  unpostedNights,
} from "./room-nights.js";
export { folioRoutes } from "./routes.js";
