export { guestKeys } from "./api";
export { GuestAddPage } from "./guest-add-page";
export { GuestProfilePage } from "./guest-profile-page";
export { GuestsPage } from "./guests-page";
