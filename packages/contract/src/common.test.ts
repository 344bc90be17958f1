import { describe, expect, it } from "vitest";
import { addTag } from "./common.js";
import { CountryMessage, countryBody } from "./countries.js";

describe("tags", () => {
  it("adds a trimmed tag once and ignores blanks", () => {
    expect(addTag(["Lagos"], " Abuja ")).toEqual(["Lagos", "Abuja"]);
    expect(addTag(["Lagos"], "Lagos")).toEqual(["Lagos"]);
    expect(addTag(["Lagos"], "   ")).toEqual(["Lagos"]);
  });
});

describe("one rule, one text", () => {
  it("reports the first failing rule in the spec's order", () => {
    const result = countryBody.safeParse({ Name: "x", States: [] });
    expect(result.error?.issues[0]?.message).toBe(CountryMessage.name);
  });

  it("drops duplicate states", () => {
    expect(countryBody.parse({ Name: "Ghana", States: ["Accra", "Accra "] }).States).toEqual(["Accra"]);
  });
});
