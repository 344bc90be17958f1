import { z } from "zod";
import { declareCalls } from "./call.js";
import { declareRefusals, ErrorCode, invalid, missing, refusal } from "./errors.js";
import { guestProfile, manageGuests } from "./guest-profiles.js";
import { domainPageParams, domainRowParams, pagedList } from "./paging.js";

/** Duplicates and merges of guest profiles (CONTRACT, "Guests"; issue 28, point 4). */
export const MERGE_MAX = 20;

export const GuestMergeMessage = {
  from: `From must list 1 to ${MERGE_MAX} guests' ids`,
  self: "a guest cannot be merged into itself",
  targetMerged: "this guest was merged into another profile; merge into that one",
  fromMerged: "a guest to merge was already merged into another profile",
  anonymized: "an anonymized guest cannot be merged",
  notFound: "merge not found",
  undone: "this merge was already undone",
  keptMergedSince: "the kept guest was merged into another profile since; undo that merge first",
  laterMerge: "a later merge into these guests has not been undone; undo it first",
} as const;

const conflict = (message: string) => refusal(409, ErrorCode.wrongStatus, message);

export const GuestMergeRefusal = declareRefusals("guestMerges", {
  self: invalid(GuestMergeMessage.self),
  targetMerged: conflict(GuestMergeMessage.targetMerged),
  fromMerged: conflict(GuestMergeMessage.fromMerged),
  anonymized: conflict(GuestMergeMessage.anonymized),
  notFound: missing(GuestMergeMessage.notFound),
  undone: conflict(GuestMergeMessage.undone),
  keptMergedSince: conflict(GuestMergeMessage.keptMergedSince),
  laterMerge: conflict(GuestMergeMessage.laterMerge),
});

/** `{ From }`: the profiles whose bookings move to the one in the path, which is kept. */
export const guestMergeBody = z.object({
  From: z
    .array(z.string({ error: GuestMergeMessage.from }).trim().max(100, GuestMergeMessage.from), {
      error: GuestMergeMessage.from,
    })
    .min(1, GuestMergeMessage.from)
    .max(MERGE_MAX, GuestMergeMessage.from)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});
export type GuestMergeBody = z.input<typeof guestMergeBody>;

/** What a merge and its undo answer: the merge, and the kept profile as it is now. */
export const guestMergeAnswer = z.object({ MergeId: z.string(), Guest: guestProfile });
export type GuestMergeAnswer = z.infer<typeof guestMergeAnswer>;

export const DUPLICATE_REASONS = ["email", "phone", "name-and-id"] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** Profiles that are likely one person: same email (any case), phone (its digits), or names and guest ID. */
export const guestDuplicates = z.object({
  Reason: z.enum(DUPLICATE_REASONS),
  Guests: z.array(guestProfile),
});
export type GuestDuplicates = z.infer<typeof guestDuplicates>;
export const guestDuplicatePage = pagedList("Duplicates", guestDuplicates);

/** A merge into a profile, as its history lists it. */
export const guestMerge = z.object({
  Id: z.string(),
  GuestId: z.string(),
  MergedAt: z.string(),
  /** Who merged, by username; null once that account is gone. */
  MergedBy: z.string().nullable(),
  UndoneAt: z.string().nullable(),
  /** The profiles merged into it, by name as they are now. */
  Parts: z.array(
    z.object({ Id: z.string(), FirstName: z.string(), LastName: z.string(), Email: z.string() }),
  ),
  /** How many bookings it moved. */
  Bookings: z.number().int(),
});
export type GuestMerge = z.infer<typeof guestMerge>;

const mergePath = "/api/v1/domains/guests";

export const guestMergeCalls = declareCalls("guestMerges", {
  merge: {
    method: "POST",
    path: `${mergePath}/:domainId/:guestId/merge`,
    params: domainRowParams("guestId"),
    body: guestMergeBody,
    answer: guestMergeAnswer,
    permissions: manageGuests,
    audit: { entity: "guest", action: "merge" },
  },
  undo: {
    method: "POST",
    path: `${mergePath}/merges/:domainId/:mergeId/undo`,
    params: domainRowParams("mergeId"),
    answer: guestMergeAnswer,
    permissions: manageGuests,
    audit: { entity: "guest", action: "undo-merge" },
  },
  /** The merges into a profile, newest first, undone ones included. */
  list: {
    method: "GET",
    path: `${mergePath}/merges/:domainId/:guestId`,
    params: domainRowParams("guestId"),
    answer: z.object({ Merges: z.array(guestMerge) }),
    permissions: manageGuests,
  },
  duplicates: {
    method: "GET",
    path: `${mergePath}/duplicates/:domainId/:page/:pageSize`,
    params: domainPageParams,
    answer: guestDuplicatePage,
    permissions: manageGuests,
  },
});
