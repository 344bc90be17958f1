import { type OfferReason, RateMessage } from "@concierge/contract";
import type { PricedDay } from "./priced-days.js";

type Day = Pick<
  PricedDay,
  "day" | "closed" | "closedToArrival" | "closedToDeparture" | "minStay" | "maxStay"
>;

/**
 * Why a plan does not sell a stay, read from its days (the nights from the arrival, then the
 * departure day): each night closed, the arrival night closed to arrival, the departure day closed
 * to departure, the arrival night's minimum or maximum stay; and no room free when `free` is 0.
 * Empty: the stay sells.
 */
export function stayReasons(days: readonly Day[], free?: number): OfferReason[] {
  const nights = days.slice(0, -1);
  const [arrival] = nights;
  const departure = days.at(-1);
  const reasons: OfferReason[] = nights
    .filter((night) => night.closed)
    .map((night) => ({ Reason: "closed", Night: night.day, Nights: null }));
  if (arrival?.closedToArrival) reasons.push({ Reason: "closedToArrival", Night: arrival.day, Nights: null });
  if (departure?.closedToDeparture) {
    reasons.push({ Reason: "closedToDeparture", Night: departure.day, Nights: null });
  }
  if (arrival?.minStay != null && nights.length < arrival.minStay) {
    reasons.push({ Reason: "minStay", Night: arrival.day, Nights: arrival.minStay });
  }
  if (arrival?.maxStay != null && nights.length > arrival.maxStay) {
    reasons.push({ Reason: "maxStay", Night: arrival.day, Nights: arrival.maxStay });
  }
  if (free === 0) reasons.push({ Reason: "noRoomFree", Night: null, Nights: null });
  return reasons;
}

const weekday = new Intl.DateTimeFormat("en", { weekday: "long", timeZone: "UTC" });
/** 'Friday' for 2026-12-25: the day of the week a night begins on. */
const weekdayOf = (day: string) => weekday.format(new Date(`${day}T00:00:00Z`));

/** A reason in the server's words (CONTRACT: 'closed on 2026-12-24', 'arrival on Friday needs 2 nights'). */
export function inWords({ Reason, Night, Nights }: OfferReason): string {
  const day = Night ?? "";
  switch (Reason) {
    case "closed":
      return RateMessage.closedOn(day);
    case "closedToArrival":
      return RateMessage.closedToArrival(day);
    case "closedToDeparture":
      return RateMessage.closedToDeparture(day);
    case "minStay":
      return RateMessage.minStay(weekdayOf(day), Nights ?? 0);
    case "maxStay":
      return RateMessage.maxStay(weekdayOf(day), Nights ?? 0);
    case "noRoomFree":
      return RateMessage.noRoomFree;
  }
}
