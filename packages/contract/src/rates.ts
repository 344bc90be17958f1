import { z } from "zod";
import { listedNames } from "./booking-values.js";
import { declareCalls } from "./call.js";
import { requiredText } from "./common.js";
import { declareRefusals, ErrorCode, exists, invalid, missing, refusal } from "./errors.js";
import { idField } from "./ids.js";
import { Permission } from "./permissions.js";
import { SUITE_PRICE_MAX } from "./suites.js";
import { daysBetween, isDay } from "./zones-and-money.js";

/** Rate plans and the prices of their nights (CONTRACT, "Rate plans and prices"). */
export const BEST_AVAILABLE_RATE = "BAR";
export const RATE_PLAN_CODE_MAX = 20;
export const RATE_PLAN_NAME_MAX = 100;
export const RATE_DAYS = { min: 1, max: 62, default: 14 } as const;
/** The longest range one setting of prices covers: two years of nights. */
export const RATE_RANGE_MAX = 731;
export const STAY_LIMIT_MAX = 365;
export const PERCENT_LIMITS = { min: -100, max: 1000 } as const;
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Where a night's price comes from: the suite's `Price`, a setting of the plan's, or its parent's. */
export const RATE_SOURCES = ["suite", "set", "derived"] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

const countedNights = (nights: number) => (nights === 1 ? "1 night" : `${nights} nights`);

export const RateMessage = {
  domainId: "DomainId is required",
  branchId: "BranchId is required",
  id: "Id is required",
  code: "Code is required",
  codeFormat: `Code must be 1 to ${RATE_PLAN_CODE_MAX} letters, digits, '-' or '_'`,
  name: "Name is required",
  parentId: "ParentId must be a rate plan's id",
  percent: `Percent must be a number from ${PERCENT_LIMITS.min} to ${PERCENT_LIMITS.max} with at most 2 decimals`,
  amount: "Amount must be a number with at most 2 decimals",
  derivation: "a derived plan takes either Percent or Amount, and a plan without ParentId takes neither",
  refundable: "Refundable must be true or false",
  active: "Active must be true or false",
  ratePlanId: "RatePlanId must be a rate plan's id",
  suiteIds: "SuiteIds must list at least one suite's id",
  day: (field: string) => `${field} must be a date YYYY-MM-DD`,
  toAfterFrom: "To must be after From: a setting covers the nights from From up to To",
  rangeMax: `a setting covers at most ${RATE_RANGE_MAX} nights`,
  weekdays: "Weekdays must list days from 1 (Monday) to 7 (Sunday)",
  price: `Price must be a number from 0 to ${SUITE_PRICE_MAX} with at most 2 decimals, or null for the suite's price`,
  flag: (field: string) => `${field} must be true or false`,
  stay: (field: string) => `${field} must be a whole number of nights from 1 to ${STAY_LIMIT_MAX}, or null`,
  stayBounds: "MinStay must be at most MaxStay",
  nothingSet: "name at least one of Price, Closed, ClosedToArrival, ClosedToDeparture, MinStay, MaxStay",
  days: `days must be a whole number from ${RATE_DAYS.min} to ${RATE_DAYS.max}`,
  arrival: "arrival must be a date YYYY-MM-DD",
  departure: "departure must be a date YYYY-MM-DD",
  departureAfterArrival: "departure must be after arrival",
  adults: "adults must be a whole number from 1 to 20",
  notFound: "rate plan not found",
  suiteNotFound: "suite not found in this branch",
  codeTaken: (code: string) => `code ${code} is already a rate plan of this branch`,
  derivedPriced: (code: string) =>
    `${code} is derived from another plan: its prices follow its parent, set those instead`,
  parentDerived: (code: string) => `${code} is itself derived: a plan derives from a plan that is not`,
  parentItself: "a plan cannot derive from itself",
  hasDerived: (code: string) => `${code} has plans derived from it and cannot become derived`,
  barKept: `${BEST_AVAILABLE_RATE} stays the branch's base plan: it cannot be derived or archived`,
  inactive: (code: string) => `rate plan ${code} is archived and sells no new stay`,
  refused: (reasons: readonly string[]) => `the rate refuses this stay: ${listedNames(reasons)}`,
  // The reasons a plan does not sell a stay, as an offer lists them.
  closedOn: (night: string) => `closed on ${night}`,
  closedToArrival: (night: string) => `closed to arrival on ${night}`,
  closedToDeparture: (day: string) => `closed to departure on ${day}`,
  minStay: (weekday: string, nights: number) => `arrival on ${weekday} needs ${countedNights(nights)}`,
  maxStay: (weekday: string, nights: number) =>
    `arrival on ${weekday} allows at most ${countedNights(nights)}`,
  noRoomFree: "no room free",
} as const;

export const RateRefusal = declareRefusals("rates", {
  notFound: missing(RateMessage.notFound),
  suiteNotFound: invalid(RateMessage.suiteNotFound),
  codeTaken: (code: string) => exists(RateMessage.codeTaken(code), { code }),
  derivedPriced: (code: string) =>
    refusal(409, ErrorCode.wrongStatus, RateMessage.derivedPriced(code), { code }),
  parentDerived: (code: string) => invalid(RateMessage.parentDerived(code), { code }),
  parentItself: invalid(RateMessage.parentItself),
  hasDerived: (code: string) => refusal(409, ErrorCode.inUse, RateMessage.hasDerived(code), { code }),
  barKept: refusal(409, ErrorCode.wrongStatus, RateMessage.barKept),
  inactive: (code: string) => refusal(409, ErrorCode.archived, RateMessage.inactive(code), { code }),
  refused: (reasons: readonly string[]) =>
    refusal(409, ErrorCode.rateRefused, RateMessage.refused(reasons), { reasons }),
});

const day = (field: string) =>
  z
    .string({ error: RateMessage.day(field) })
    .trim()
    .refine(isDay, RateMessage.day(field));
const flag = (field: string) => z.boolean({ error: RateMessage.flag(field) });
const stayLimit = (field: string) =>
  z
    .number({ error: RateMessage.stay(field) })
    .int(RateMessage.stay(field))
    .min(1, RateMessage.stay(field))
    .max(STAY_LIMIT_MAX, RateMessage.stay(field))
    .nullable();
const money = (message: string, min: number) =>
  z.number({ error: message }).min(min, message).max(SUITE_PRICE_MAX, message).multipleOf(0.01, message);

const planFields = {
  DomainId: idField(RateMessage.domainId),
  BranchId: idField(RateMessage.branchId),
  Code: requiredText("Code", RateMessage.code, RATE_PLAN_CODE_MAX).pipe(
    z.string().regex(/^[A-Za-z0-9_-]+$/, RateMessage.codeFormat),
  ),
  Name: requiredText("Name", RateMessage.name, RATE_PLAN_NAME_MAX),
  ParentId: idField(RateMessage.parentId).nullable().optional(),
  Percent: z
    .number({ error: RateMessage.percent })
    .min(PERCENT_LIMITS.min, RateMessage.percent)
    .max(PERCENT_LIMITS.max, RateMessage.percent)
    .multipleOf(0.01, RateMessage.percent)
    .nullable()
    .optional(),
  Amount: money(RateMessage.amount, -SUITE_PRICE_MAX).nullable().optional(),
  Refundable: flag("Refundable").default(true),
  Active: flag("Active").default(true),
};
const derivation = (plan: { ParentId?: string | null; Percent?: number | null; Amount?: number | null }) =>
  plan.ParentId == null
    ? plan.Percent == null && plan.Amount == null
    : (plan.Percent == null) !== (plan.Amount == null);
const derivationRule = { message: RateMessage.derivation, path: ["ParentId"] };

export const ratePlanCreateBody = z.object(planFields).refine(derivation, derivationRule);
export type RatePlanCreateBody = z.input<typeof ratePlanCreateBody>;
export const ratePlanUpdateBody = z
  .object({ ...planFields, Id: idField(RateMessage.id) })
  .refine(derivation, derivationRule);
export type RatePlanUpdateBody = z.input<typeof ratePlanUpdateBody>;

export const ratePlan = z.object({
  Id: z.string(),
  DomainId: z.string(),
  BranchId: z.string(),
  Code: z.string(),
  Name: z.string(),
  ParentId: z.string().nullable(),
  Percent: z.number().nullable(),
  Amount: z.number().nullable(),
  Refundable: z.boolean(),
  Active: z.boolean(),
});
export type RatePlan = z.infer<typeof ratePlan>;

/** Sets the nights From up to To (only those `Weekdays`) of a base plan's suites; what is absent stays. */
export const ratesBody = z
  .object({
    RatePlanId: idField(RateMessage.ratePlanId),
    SuiteIds: z
      .array(idField(RateMessage.suiteIds), { error: RateMessage.suiteIds })
      .min(1, RateMessage.suiteIds)
      .max(200, RateMessage.suiteIds),
    From: day("From"),
    To: day("To"),
    Weekdays: z
      .array(
        z
          .number({ error: RateMessage.weekdays })
          .int(RateMessage.weekdays)
          .min(1, RateMessage.weekdays)
          .max(7, RateMessage.weekdays),
        {
          error: RateMessage.weekdays,
        },
      )
      .max(7, RateMessage.weekdays)
      .optional(),
    Price: money(RateMessage.price, 0).nullable().optional(),
    Closed: flag("Closed").optional(),
    ClosedToArrival: flag("ClosedToArrival").optional(),
    ClosedToDeparture: flag("ClosedToDeparture").optional(),
    MinStay: stayLimit("MinStay").optional(),
    MaxStay: stayLimit("MaxStay").optional(),
  })
  .refine((body) => body.To > body.From, { message: RateMessage.toAfterFrom, path: ["To"] })
  .refine((body) => daysBetween(body.From, body.To) <= RATE_RANGE_MAX, {
    message: RateMessage.rangeMax,
    path: ["To"],
  })
  .refine((body) => body.MinStay == null || body.MaxStay == null || body.MinStay <= body.MaxStay, {
    message: RateMessage.stayBounds,
    path: ["MinStay"],
  })
  .refine(
    (body) =>
      [
        body.Price,
        body.Closed,
        body.ClosedToArrival,
        body.ClosedToDeparture,
        body.MinStay,
        body.MaxStay,
      ].some((value) => value !== undefined),
    { message: RateMessage.nothingSet, path: ["Price"] },
  );
export type RatesBody = z.input<typeof ratesBody>;

const daysParam = z.coerce
  .number<number>({ error: RateMessage.days })
  .int(RateMessage.days)
  .min(RATE_DAYS.min, RateMessage.days)
  .max(RATE_DAYS.max, RateMessage.days)
  .default(RATE_DAYS.default);
/** `?from=YYYY-MM-DD&days=N`: the first night shown (today in the branch's zone when absent). */
export const ratesQuery = z.object({ from: day("from").optional(), days: daysParam });

/** What a price row of a set night holds: the setting's range and weekdays, to say so on screen. */
export const rateSetting = z.object({ From: z.string(), To: z.string(), Weekdays: z.array(z.number()) });
export type RateSetting = z.infer<typeof rateSetting>;

export const rateCell = z.object({
  RatePlanId: z.string(),
  SuiteId: z.string(),
  Night: z.string(),
  Price: z.number(),
  Closed: z.boolean(),
  ClosedToArrival: z.boolean(),
  ClosedToDeparture: z.boolean(),
  MinStay: z.number().nullable(),
  MaxStay: z.number().nullable(),
  Source: z.enum(RATE_SOURCES),
  /** The setting that priced the night (`Source` 'set', or 'derived' from a set night), else null. */
  Set: rateSetting.nullable(),
});
export type RateCell = z.infer<typeof rateCell>;

export const rateCalendar = z.object({
  From: z.string(),
  Days: z.number().int(),
  Plans: z.array(ratePlan),
  Cells: z.array(rateCell),
});
export type RateCalendar = z.infer<typeof rateCalendar>;

export const branchParams = z.object({ domainId: z.string().max(100), branchId: z.string().max(100) });
const plansPath = "/api/v1/domains/branches/rate-plans";
const manage = [Permission.MANAGE_RATES];

export const rateCalls = declareCalls("rates", {
  plans: {
    method: "GET",
    path: `${plansPath}/:domainId/:branchId`,
    params: branchParams,
    answer: z.object({ RatePlans: z.array(ratePlan) }),
  },
  createPlan: {
    method: "POST",
    path: plansPath,
    body: ratePlanCreateBody,
    status: 201,
    idempotent: true,
    answer: ratePlan,
    permissions: manage,
    audit: { entity: "rate-plan" },
  },
  updatePlan: {
    method: "PUT",
    path: plansPath,
    body: ratePlanUpdateBody,
    answer: ratePlan,
    permissions: manage,
    audit: { entity: "rate-plan" },
  },
  /** The rate calendar: every plan's price and restrictions of each suite for `days` nights from `from`. */
  calendar: {
    method: "GET",
    path: "/api/v1/domains/branches/rates/:domainId/:branchId",
    params: branchParams,
    query: ratesQuery,
    answer: rateCalendar,
  },
  set: {
    method: "PUT",
    path: "/api/v1/domains/branches/rates/:domainId/:branchId",
    params: branchParams,
    body: ratesBody,
    answer: z.object({ Nights: z.number().int() }),
    permissions: manage,
    audit: { entity: "rates" },
  },
});
