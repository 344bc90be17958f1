export { namedProfile, profileOf } from "./profile.js";
