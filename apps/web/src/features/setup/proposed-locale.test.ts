import { currencyOptions } from "@concierge/contract";
import { describe, expect, it } from "vitest";
import { proposedCurrency, proposedDomainCurrency, proposedTimeZone } from "./proposed-locale";

const known = currencyOptions().map((option) => option.value);

describe("what the browser proposes at the first sign-in", () => {
  it("proposes the browser's zone for a branch on the first start's UTC, and keeps a zone already chosen", () => {
    expect(proposedTimeZone("UTC", "Asia/Dubai")).toBe("Asia/Dubai");
    expect(proposedTimeZone("UTC", "asia/dubai")).toBe("Asia/Dubai");
    expect(proposedTimeZone("Africa/Lagos", "Asia/Dubai")).toBe("Africa/Lagos");
    expect(proposedTimeZone("UTC", "Not/A_Zone")).toBe("UTC");
    expect(proposedTimeZone("UTC", undefined)).toBe("UTC");
  });

  it.each([
    ["en-AE", "AED"],
    ["ar-SA", "SAR"],
    ["en-NG", "NGN"],
    ["en-GB", "GBP"],
    ["fr-FR", "EUR"],
    ["es-ES", "EUR"],
    ["fr-SN", "XOF"],
    ["es-EC", "USD"],
    ["en-US", "USD"],
    ["fr-CH", "CHF"],
    ["es-CU", "CUP"],
  ])("proposes the currency of the locale's region: %s, %s", (locale, currency) => {
    expect(proposedCurrency(locale, known)).toBe(currency);
  });

  it("proposes USD for a locale without a region, or an unreadable one", () => {
    expect(proposedCurrency("ar", known)).toBe("USD");
    expect(proposedCurrency("en", known)).toBe("USD");
    expect(proposedCurrency("!!", known)).toBe("USD");
  });

  it("keeps a company's currency once it is not the default", () => {
    expect(proposedDomainCurrency("NGN", "en-AE", known)).toBe("NGN");
    expect(proposedDomainCurrency("USD", "en-AE", known)).toBe("AED");
  });
});
