import { z } from "zod";
import { declareCalls } from "./call.js";
import { declareRefusals, invalid } from "./errors.js";
import { branchParams, RateMessage } from "./rates.js";
import { isDay } from "./zones-and-money.js";

/** What a stay could be sold at (CONTRACT, "Rate plans and prices": offers). */
export const OfferMessage = {
  arrivalPast: "arrival must be today or later",
} as const;

export const OfferRefusal = declareRefusals("offers", {
  arrivalPast: invalid(OfferMessage.arrivalPast),
});

const day = (field: string) =>
  z
    .string({ error: RateMessage.day(field) })
    .trim()
    .refine(isDay, RateMessage.day(field));

export const offersQuery = z
  .object({
    arrival: day("arrival"),
    departure: day("departure"),
    adults: z.coerce
      .number<number>({ error: RateMessage.adults })
      .int(RateMessage.adults)
      .min(1, RateMessage.adults)
      .max(20, RateMessage.adults)
      .default(1),
  })
  .refine((query) => query.departure > query.arrival, {
    message: RateMessage.departureAfterArrival,
    path: ["departure"],
  });
export type OffersQuery = z.input<typeof offersQuery>;

export const pricedNight = z.object({ Night: z.string(), Price: z.number() });
export type PricedNight = z.infer<typeof pricedNight>;

/**
 * Why a plan does not sell a stay, for a console to word in its language (`Refused` holds the same
 * in English): the night or day it concerns, and the nights a stay limit asks for.
 */
export const OFFER_REASONS = [
  "closed",
  "closedToArrival",
  "closedToDeparture",
  "minStay",
  "maxStay",
  "noRoomFree",
] as const;
export type OfferReasonKind = (typeof OFFER_REASONS)[number];
export const offerReason = z.object({
  Reason: z.enum(OFFER_REASONS),
  Night: z.string().nullable(),
  Nights: z.number().int().nullable(),
});
export type OfferReason = z.infer<typeof offerReason>;

export const offer = z.object({
  RatePlanId: z.string(),
  RatePlan: z.string(),
  SuiteId: z.string(),
  Category: z.string(),
  Free: z.number().int(),
  Total: z.number(),
  Nights: z.array(pricedNight),
  Refused: z.array(z.string()),
  Reasons: z.array(offerReason),
});
export type Offer = z.infer<typeof offer>;
export const offers = z.object({ Offers: z.array(offer) });

export const offerCalls = declareCalls("offers", {
  /** One offer per active plan and category for a stay: free rooms, total, nights, refusals in words. */
  offers: {
    method: "GET",
    path: "/api/v1/domains/branches/offers/:domainId/:branchId",
    params: branchParams,
    query: offersQuery,
    answer: offers,
  },
});
