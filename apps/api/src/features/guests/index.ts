export { deleteGuestsOfDomain } from "./of-domain.js";
export { guestRoutes } from "./routes.js";
