import { z } from "zod";
import { declareCalls } from "./call.js";
import { branchParams, RateMessage } from "./rates.js";
import { isDay } from "./zones-and-money.js";

/** What a stay could be sold at (CONTRACT, "Rate plans and prices": offers). */
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

export const offer = z.object({
  RatePlanId: z.string(),
  RatePlan: z.string(),
  SuiteId: z.string(),
  Category: z.string(),
  Free: z.number().int(),
  Total: z.number(),
  Nights: z.array(pricedNight),
  Refused: z.array(z.string()),
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
