import { z } from "zod";
import { declareCalls, removal } from "./call.js";
import { requiredText, TEXT_MAX } from "./common.js";
import { declareRefusals, ErrorCode, exists, inUse, invalid, missing, refusal } from "./errors.js";
import { idField, isImageUrl } from "./ids.js";
import { amountParam, searchParam, sortParam, textParam, yesNoParam } from "./lists.js";
import { domainPageParams, domainRowParams, pagedList } from "./paging.js";
import { Permission } from "./permissions.js";

export const SUITE_DESCRIPTION_MAX = 600;
export const SUITE_PRICE_MAX = 100_000_000;
/** How many adults a suite's room sleeps: a stay for more is not offered it (CONTRACT, offers). */
export const SUITE_ADULTS = { min: 1, max: 20, default: 2 } as const;
const LIST_MAX = 100;

const rooms = (codes: readonly string[]) =>
  codes.length === 1 ? `room ${codes[0]} has` : `rooms ${codes.join(", ")} have`;

export const SuiteMessage = {
  codes: "codes is required",
  domainId: "domainId is required",
  branchId: "branchId is required",
  category: "category is required",
  price: "price is required",
  priceMin: "price must be at least 1",
  priceMax: `price must be at most ${SUITE_PRICE_MAX}`,
  maxAdults: `max adults must be a whole number from ${SUITE_ADULTS.min} to ${SUITE_ADULTS.max}`,
  views: "at least enter a view",
  viewUrl: "view must be a valid image url",
  utilities: "at least enter a utility",
  description: `description must be at most ${SUITE_DESCRIPTION_MAX} characters`,
  id: "Id is required",
  notFound: "suite not found",
  codeTaken: (codes: readonly string[]) =>
    `${codes.length === 1 ? "code" : "codes"} ${codes.join(", ")} already ${codes.length === 1 ? "belongs" : "belong"} to another suite of this branch`,
  unknownUtility: (item: string, list: string) => `utility ${item} is not in the list '${list}'`,
  booked: (codes: readonly string[]) =>
    `${rooms(codes)} bookings; the suite cannot be deleted, archive it instead`,
  archivedRoom: (code: string) => `room ${code} belongs to an archived suite and cannot be booked`,
  heldAhead: (codes: readonly string[]) =>
    `${rooms(codes)} stays or blocks that have not ended; the suite cannot be archived before they end`,
  bookedCodes: (codes: readonly string[]) =>
    `${rooms(codes)} bookings; a booked room cannot be removed from the suite or moved to another branch`,
} as const;

export const SuiteRefusal = declareRefusals("suites", {
  notFound: missing(SuiteMessage.notFound),
  codeTaken: (codes: readonly string[]) =>
    exists(SuiteMessage.codeTaken(codes), { codes, count: codes.length }),
  unknownUtility: (item: string, list: string) =>
    invalid(SuiteMessage.unknownUtility(item, list), { utility: item, list }),
  booked: (codes: readonly string[]) =>
    inUse(SuiteMessage.booked(codes), { rooms: codes, count: codes.length }),
  bookedCodes: (codes: readonly string[]) =>
    inUse(SuiteMessage.bookedCodes(codes), { rooms: codes, count: codes.length }),
  archivedRoom: (code: string) =>
    refusal(409, ErrorCode.archived, SuiteMessage.archivedRoom(code), { room: code }),
  heldAhead: (codes: readonly string[]) =>
    inUse(SuiteMessage.heldAhead(codes), { rooms: codes, count: codes.length }),
});

/**
 * A list entered one tag at a time: trimmed, blanks refused, duplicates ignored (SPEC section 5);
 * `sameness` says when two entries are duplicates.
 */
const tags = (
  field: string,
  empty: string,
  item: z.ZodType<string> = requiredText(field, empty),
  sameness = (value: string) => value,
) =>
  z
    .array(item, { error: empty })
    .max(LIST_MAX, `${field} must have at most ${LIST_MAX} items`)
    .transform((items) =>
      items.filter((value, i) => items.findIndex((other) => sameness(other) === sameness(value)) === i),
    )
    .refine((items) => items.length > 0, empty);

/** Room codes name the same room in any letter case. */
export const sameCode = (code: string) => code.trim().toLowerCase();

// Keys in the order SPEC section 5 checks them: the first failing rule is the one reported.
const fields = {
  Codes: tags("code", SuiteMessage.codes, undefined, sameCode),
  DomainId: idField(SuiteMessage.domainId),
  BranchId: idField(SuiteMessage.branchId),
  Category: requiredText("category", SuiteMessage.category),
  Price: z
    .number({ error: SuiteMessage.price })
    .min(1, SuiteMessage.priceMin)
    .max(SUITE_PRICE_MAX, SuiteMessage.priceMax)
    .multipleOf(0.01, "price must have at most 2 decimals"),
  // Absent, a new suite sleeps SUITE_ADULTS.default and an edit keeps the suite's own.
  MaxAdults: z
    .number({ error: SuiteMessage.maxAdults })
    .int(SuiteMessage.maxAdults)
    .min(SUITE_ADULTS.min, SuiteMessage.maxAdults)
    .max(SUITE_ADULTS.max, SuiteMessage.maxAdults)
    .optional(),
  Views: tags(
    "view",
    SuiteMessage.views,
    requiredText("view", SuiteMessage.views, 2000).refine(isImageUrl, SuiteMessage.viewUrl),
  ),
  Utilities: tags("utility", SuiteMessage.utilities),
  Description: z
    .string({ error: "description must be text" })
    .trim()
    .max(SUITE_DESCRIPTION_MAX, SuiteMessage.description)
    .refine((value) => !value.includes("\u0000"), "description must not contain NUL characters")
    .default(""),
};

export const suiteCreateBody = z.object(fields);
export type SuiteCreateBody = z.input<typeof suiteCreateBody>;
export const suiteUpdateBody = z.object({ ...fields, Id: idField(SuiteMessage.id) });
export type SuiteUpdateBody = z.input<typeof suiteUpdateBody>;

export const suite = z.object({
  Id: z.string(),
  DomainId: z.string(),
  BranchId: z.string(),
  Price: z.number(),
  MaxAdults: z.number().int(),
  Description: z.string(),
  Codes: z.array(z.string()),
  Category: z.string(),
  Utilities: z.array(z.string()),
  Views: z.array(z.string()),
  /** An archived suite keeps its history but is offered for no new booking. */
  Archived: z.boolean(),
});
export type Suite = z.infer<typeof suite>;
export const suitePage = pagedList("Suites", suite);

/** A category with its room codes: the booking form's two selects. */
export const suiteCodes = z.object({ Category: z.string(), Codes: z.array(z.string()) });
export type SuiteCodes = z.infer<typeof suiteCodes>;
export const suiteCodesList = z.array(suiteCodes);
export const suiteCategoryParams = z.object({ category: z.string().max(TEXT_MAX) });
export const suiteDomainParams = z.object({ domainId: z.string().max(100) });

const suitePath = "/api/v1/domains/branches/suites";
const manage = [Permission.MANAGE_SUITES];

export const SUITE_SORTS = ["Category", "Price", "Description"] as const;
export type SuiteSort = (typeof SUITE_SORTS)[number];

/** `q` finds suites by category, room code or description; `category` and a price range filter. */
export const suiteListQuery = z.object({
  q: searchParam,
  sort: sortParam(SUITE_SORTS),
  category: textParam("category"),
  minPrice: amountParam("minPrice"),
  maxPrice: amountParam("maxPrice"),
  /** `true`: the archived suites alone; absent or `false`: the suites still in use. */
  archived: yesNoParam("archived"),
});

export const suiteCalls = declareCalls("suites", {
  /** That category's codes in the caller's own domain. */
  category: {
    method: "GET",
    path: `${suitePath}/category/:category`,
    params: suiteCategoryParams,
    answer: suiteCodes,
    refusals: [401],
  },
  /** The booking form's category and code lists. */
  codes: {
    method: "GET",
    path: `${suitePath}/codes/:domainId`,
    params: suiteDomainParams,
    answer: suiteCodesList,
  },
  list: {
    method: "GET",
    path: `${suitePath}/:domainId/:page/:pageSize`,
    params: domainPageParams,
    query: suiteListQuery,
    answer: suitePage,
  },
  create: {
    method: "POST",
    path: suitePath,
    body: suiteCreateBody,
    status: 201,
    idempotent: true,
    answer: suite,
    permissions: manage,
    audit: { entity: "suite" },
  },
  update: {
    method: "PUT",
    path: suitePath,
    body: suiteUpdateBody,
    answer: suite,
    permissions: manage,
    audit: { entity: "suite" },
  },
  delete: { ...removal(suitePath, "suiteId", manage), audit: { entity: "suite" } },
  /** Keeps a suite whose rooms had bookings, with its history, out of every new booking. */
  archive: {
    method: "POST",
    path: `${suitePath}/archive/:domainId/:suiteId`,
    params: domainRowParams("suiteId"),
    answer: suite,
    permissions: manage,
    audit: { entity: "suite", action: "archive" },
  },
  /** Offers an archived suite's rooms for booking again. */
  restore: {
    method: "POST",
    path: `${suitePath}/restore/:domainId/:suiteId`,
    params: domainRowParams("suiteId"),
    answer: suite,
    permissions: manage,
    audit: { entity: "suite", action: "restore" },
  },
});
