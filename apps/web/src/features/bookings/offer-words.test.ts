import type { Offer } from "@concierge/contract";
import { describe, expect, it } from "vitest";
import type { Translate } from "../../lib/i18n";
import type { Language } from "../../lib/i18n/languages";
import { ar } from "../../lib/i18n/messages/ar";
import type { Catalogue } from "../../lib/i18n/messages/en";
import { frontDesk } from "../../lib/i18n/messages/en/front-desk";
import { fr } from "../../lib/i18n/messages/fr";
import { render } from "../../lib/i18n/translate";
import { reasonWords, refusalWords, sortedOffers } from "./offer-words";

const speaking =
  (language: Language, catalogue: Partial<Catalogue>): Translate =>
  (key, params) =>
    render(catalogue[key] ?? key, language, params);
const en = speaking("en", frontDesk as Partial<Catalogue>);

const offer = (Category: string, Total: number, Reasons: Offer["Reasons"] = []): Offer => ({
  RatePlanId: `p-${Category}-${Total}`,
  RatePlan: "BAR",
  SuiteId: `s-${Category}`,
  Category,
  Free: Reasons.length ? 0 : 2,
  Total,
  Nights: [],
  Refused: [],
  Reasons,
});

describe("an offer's refusals in words", () => {
  it("names the night closed, and the weekday of an arrival a stay limit refuses", () => {
    const words = refusalWords(
      offer("Double", 300, [
        { Reason: "closed", Night: "2026-12-24", Nights: null },
        { Reason: "minStay", Night: "2026-12-25", Nights: 2 },
        { Reason: "noRoomFree", Night: null, Nights: null },
      ]),
      en,
      "en",
    );
    expect(words).toBe("closed on Thu 24 Dec · arrival on Friday needs at least 2 nights · no room free");
  });

  it("speaks the chosen language, its plural forms included", () => {
    const reason = { Reason: "maxStay", Night: "2026-12-25", Nights: 1 } as const;
    expect(reasonWords(reason, speaking("fr", fr), "fr")).toBe(
      "une arrivée le vendredi permet au plus 1 nuit",
    );
    expect(reasonWords({ ...reason, Reason: "closedToArrival" }, speaking("fr", fr), "fr")).toBe(
      "pas d’arrivée le ven. 25 déc.",
    );
    expect(reasonWords({ ...reason, Reason: "minStay", Nights: 2 }, speaking("ar", ar), "ar")).toContain(
      "ليلتين",
    );
  });
});

describe("the offers' order", () => {
  it("puts what sells first, by category as answered then cheapest, the refused last", () => {
    const refused = offer("Double", 100, [{ Reason: "noRoomFree", Night: null, Nights: null }]);
    const sorted = sortedOffers([refused, offer("Double", 300), offer("Suite", 500), offer("Double", 270)]);
    expect(sorted.map((one) => `${one.Category} ${one.Total}`)).toEqual([
      "Double 270",
      "Double 300",
      "Suite 500",
      "Double 100",
    ]);
  });
});
