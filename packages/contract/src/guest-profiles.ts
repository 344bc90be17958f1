import { z } from "zod";
import { booking } from "./booking-bodies.js";
import { guestField, PROFILE_FIELDS, type ProfileField } from "./booking-guest.js";
import { declareCalls, VERSIONED_REFUSALS } from "./call.js";
import { optionalText } from "./common.js";
import { GuestMessage } from "./guests.js";
import { idField } from "./ids.js";
import { searchParam, sortParam } from "./lists.js";
import { domainPageParams, domainRowParams, pagedList } from "./paging.js";
import { Permission } from "./permissions.js";

export const GUEST_NOTES_MAX = 2000;
export const GUEST_TAG_MAX = 40;
export const GUEST_TAGS_MAX = 20;

// A profile takes a booking's guest as a reservation does: only the names are required.
const profileRules = Object.fromEntries(
  PROFILE_FIELDS.map((field) => [field, guestField(field).reservation ?? guestField(field).walkIn]),
) as { [F in ProfileField]: z.ZodType<string, unknown> };

const fields = {
  ...profileRules,
  Nationality: optionalText("nationality", GuestMessage.nationality, 100),
  Notes: optionalText("notes", GuestMessage.notes, GUEST_NOTES_MAX),
  Tags: z
    .array(
      z
        .string({ error: GuestMessage.tags })
        .trim()
        .min(1, GuestMessage.tags)
        .max(GUEST_TAG_MAX, GuestMessage.tag(GUEST_TAG_MAX)),
      { error: GuestMessage.tags },
    )
    .max(GUEST_TAGS_MAX, GuestMessage.tagsMax(GUEST_TAGS_MAX))
    .transform((tags) => [...new Set(tags)])
    .default([]),
};

export const guestCreateBody = z.object({ DomainId: idField(GuestMessage.domainId), ...fields });
export type GuestCreateBody = z.input<typeof guestCreateBody>;
export const guestUpdateBody = guestCreateBody.extend({ Id: idField(GuestMessage.id) });
export type GuestUpdateBody = z.input<typeof guestUpdateBody>;

/** A profile as answered: `Stays` and `Nights` count the bookings not cancelled; `LastStay` the last departure day. */
export const guestProfile = z.object({
  Id: z.string(),
  DomainId: z.string(),
  ...(Object.fromEntries(PROFILE_FIELDS.map((field) => [field, z.string()])) as {
    [F in ProfileField]: z.ZodString;
  }),
  Nationality: z.string(),
  Notes: z.string(),
  Tags: z.array(z.string()),
  Stays: z.number().int(),
  Nights: z.number().int(),
  /** The last departure day (`YYYY-MM-DD`, the branch's), or null before any stay. */
  LastStay: z.string().nullable(),
  MergedInto: z.string().nullable(),
  AnonymizedAt: z.string().nullable(),
  /** Raised by every change of the profile: sent back as `If-Match` (CONTRACT, "Live changes"). */
  Version: z.number().int(),
});
export type GuestProfile = z.infer<typeof guestProfile>;
export const guestPage = pagedList("Guests", guestProfile);
/** One profile with its bookings, newest first. */
export const guestDetail = guestProfile.extend({ Bookings: z.array(booking) });
export type GuestDetail = z.infer<typeof guestDetail>;

export const GUEST_SORTS = ["LastName", "FirstName", "Email"] as const;
export type GuestSort = (typeof GUEST_SORTS)[number];

/**
 * A search reads at most this many of the profiles it finds, the first found: it counts them (so
 * answers at most this `Count`) and lists them in order. Type on to find past them.
 */
export const GUEST_SEARCH_MAX = 1000;
/** A `q` shorter than this finds the words it starts (a type-ahead's first letters), a longer one any part. */
export const GUEST_WORD_START_BELOW = 3;

/**
 * `q` finds by names, email, phone or guest ID, any case and accent: anywhere in them, or at the start
 * of a word when shorter than `GUEST_WORD_START_BELOW`; at most `GUEST_SEARCH_MAX` of what it finds.
 */
export const guestListQuery = z.object({ q: searchParam, sort: sortParam(GUEST_SORTS) });

const guestPath = "/api/v1/domains/guests";
export const manageGuests = [Permission.MANAGE_GUESTS];

export const guestCalls = declareCalls("guests", {
  list: {
    method: "GET",
    path: `${guestPath}/:domainId/:page/:pageSize`,
    params: domainPageParams,
    query: guestListQuery,
    answer: guestPage,
    permissions: manageGuests,
  },
  read: {
    method: "GET",
    path: `${guestPath}/:domainId/:guestId`,
    params: domainRowParams("guestId"),
    answer: guestDetail,
    permissions: manageGuests,
  },
  create: {
    method: "POST",
    path: guestPath,
    body: guestCreateBody,
    status: 201,
    idempotent: true,
    answer: guestProfile,
    permissions: manageGuests,
    audit: { entity: "guest" },
  },
  update: {
    method: "PUT",
    path: guestPath,
    body: guestUpdateBody,
    answer: guestProfile,
    refusals: VERSIONED_REFUSALS,
    permissions: manageGuests,
    audit: { entity: "guest" },
  },
});
