import { invalid, missing } from "./errors.js";

/** Guest profiles: one person across stays (CONTRACT, "Guests"). */
export const GuestMessage = {
  notFound: "guest not found",
  merged: "this guest was merged into another profile; book with that one",
  profileId: "ProfileId must be a guest's id",
} as const;

export const GuestRefusal = {
  notFound: missing(GuestMessage.notFound),
  merged: invalid(GuestMessage.merged),
};
