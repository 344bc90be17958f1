export { deleteGuestsOfDomain } from "./of-domain.js";
export { namedProfile, profileOf } from "./profile.js";
export { guestRoutes } from "./routes.js";
