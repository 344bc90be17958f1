import { declareRefusals, ErrorCode, invalid, missing, refusal } from "./errors.js";

/** Guest profiles: one person across stays (CONTRACT, "Guests"). */
export const GuestMessage = {
  notFound: "guest not found",
  merged: "this guest was merged into another profile; book with that one",
  profileId: "ProfileId must be a guest's id",
  domainId: "domain id is required",
  id: "Id is required",
  nationality: "nationality must be a text",
  notes: "notes must be a text",
  tags: "tags must be a list of texts",
  tag: (max: number) => `a tag must be at most ${max} characters`,
  tagsMax: (max: number) => `a guest has at most ${max} tags`,
  mergedEdit: "this guest was merged into another profile; edit that one",
  anonymizedEdit: "this guest was anonymised and cannot be edited",
} as const;

export const GuestRefusal = declareRefusals("guests", {
  notFound: missing(GuestMessage.notFound),
  merged: invalid(GuestMessage.merged),
  mergedEdit: refusal(409, ErrorCode.wrongStatus, GuestMessage.mergedEdit),
  anonymizedEdit: refusal(409, ErrorCode.wrongStatus, GuestMessage.anonymizedEdit),
});
