import type { Offer, OfferReason } from "@concierge/contract";
import type { Translate } from "../../lib/i18n";

// The offers of a stay in words, in the language spoken (the answer's `Refused` is English only).

const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);
/** "Thu 24 Dec" in `locale`: a night of the branch is a day, not an instant. */
export const nightWords = (night: string, locale: string) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
  }).format(asUtc(night));
const weekdayWords = (night: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: "UTC", weekday: "long" }).format(asUtc(night));

/** Why a plan does not sell the stay: 'closed on Thu 24 Dec', 'arrival on Friday needs 2 nights'. */
export function reasonWords({ Reason, Night, Nights }: OfferReason, t: Translate, locale: string): string {
  const night = Night ? nightWords(Night, locale) : "";
  switch (Reason) {
    case "closed":
      return t("bookings.offers.reason.closed", { night });
    case "closedToArrival":
      return t("bookings.offers.reason.closedToArrival", { night });
    case "closedToDeparture":
      return t("bookings.offers.reason.closedToDeparture", { night });
    case "minStay":
      return t("bookings.offers.reason.minStay", {
        weekday: Night ? weekdayWords(Night, locale) : "",
        count: Nights ?? 0,
      });
    case "maxStay":
      return t("bookings.offers.reason.maxStay", {
        weekday: Night ? weekdayWords(Night, locale) : "",
        count: Nights ?? 0,
      });
    case "noRoomFree":
      return t("bookings.offers.reason.noRoomFree");
  }
}

/** Every reason of an offer, in one line. */
export const refusalWords = (offer: Offer, t: Translate, locale: string) =>
  offer.Reasons.map((reason) => reasonWords(reason, t, locale)).join(" · ");

/**
 * The offers as the desk reads them: those that sell the stay first, cheapest first within a
 * category order kept from the answer; the refused ones after them.
 */
export function sortedOffers(offers: readonly Offer[]): Offer[] {
  const categoryOrder = new Map<string, number>();
  for (const offer of offers)
    if (!categoryOrder.has(offer.Category)) categoryOrder.set(offer.Category, categoryOrder.size);
  const refused = (offer: Offer) => (offer.Reasons.length > 0 ? 1 : 0);
  return [...offers].sort(
    (a, b) =>
      refused(a) - refused(b) ||
      (categoryOrder.get(a.Category) ?? 0) - (categoryOrder.get(b.Category) ?? 0) ||
      a.Total - b.Total,
  );
}
