import { exampleGuest, type GuestProfile, PROFILE_FIELDS } from "@concierge/contract";
import { describe, expect, it } from "vitest";
import type { Translate } from "../../lib/i18n";
import type { Language } from "../../lib/i18n/languages";
import { ar } from "../../lib/i18n/messages/ar";
import type { Catalogue } from "../../lib/i18n/messages/en";
import { frontDesk } from "../../lib/i18n/messages/en/front-desk";
import { fr } from "../../lib/i18n/messages/fr";
import { render } from "../../lib/i18n/translate";
import { filledFrom, guestOptionWords, linkedProfileId, monthOf, stayWords } from "./guest-finder-words";

const speaking =
  (language: Language, catalogue: Partial<Catalogue>): Translate =>
  (key, params) =>
    render(catalogue[key] ?? key, language, params);
const en = speaking("en", frontDesk as Partial<Catalogue>);

const ana: GuestProfile = {
  ...exampleGuest(),
  Id: "g1",
  DomainId: "d1",
  Title: "Mrs",
  FirstName: "Ana",
  LastName: "Ruiz",
  Phone: "+34 600 000 000",
  Email: "ana@example.com",
  Nationality: "ES",
  Notes: "high floor",
  Tags: ["VIP"],
  Version: 1,
  Stays: 3,
  Nights: 7,
  LastStay: "2026-05-14",
  MergedInto: null,
  AnonymizedAt: null,
};

describe("the booking form's type-ahead", () => {
  it("reads each profile by name, stays and the month of the last, in the language spoken", () => {
    expect(guestOptionWords(ana, en, "en")).toBe("Ana Ruiz · 3 stays · last May 2026");
    expect(guestOptionWords({ ...ana, Stays: 1 }, en, "en")).toBe("Ana Ruiz · 1 stay · last May 2026");
    expect(guestOptionWords(ana, speaking("fr", fr), "fr")).toBe(
      "Ana Ruiz · 3 séjours · dernier en mai 2026",
    );
    expect(stayWords(ana, speaking("ar", ar), "ar")).toBe(
      `${(3).toLocaleString("ar")} إقامات · آخرها ${monthOf("2026-05-14", "ar")}`,
    );
  });

  it("says a profile without a stay has none, rather than a month", () => {
    expect(guestOptionWords({ ...ana, Stays: 0, LastStay: null }, en, "en")).toBe("Ana Ruiz · no stay yet");
  });

  it("reads the month of the day itself, whatever the reader's zone", () => {
    expect(monthOf("2026-06-01", "en")).toBe("June 2026");
    expect(monthOf("2026-05-31", "en")).toBe("May 2026");
  });

  it("fills the guest's fields kept on the profile, and none of the stay's own", () => {
    const filled = filledFrom(ana);
    expect(Object.keys(filled)).toEqual(PROFILE_FIELDS);
    expect(filled).toMatchObject({ Title: "Mrs", FirstName: "Ana", Phone: "+34 600 000 000" });
    expect(filled).not.toHaveProperty("GuestIdUrl");
    expect(filled).not.toHaveProperty("Notes");
  });

  it("keeps the picked profile while the names are its guest's, and drops it once they are another's", () => {
    expect(linkedProfileId(ana, ana)).toBe("g1");
    expect(linkedProfileId({ FirstName: " ana ", LastName: "RUIZ" }, ana)).toBe("g1");
    expect(linkedProfileId({ FirstName: "Ana", LastName: "Ruiz-Gil" }, ana)).toBeUndefined();
    expect(linkedProfileId({ FirstName: "Eva", LastName: "Ruiz" }, ana)).toBeUndefined();
    expect(linkedProfileId(ana, undefined)).toBeUndefined();
  });
});
