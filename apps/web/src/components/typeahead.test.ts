import { describe, expect, it } from "vitest";
import { typeaheadPick } from "./typeahead";

describe("typeaheadPick", () => {
  const titles = ["Mr", "Mrs", "Miss"];

  it("picks the first option beginning with every letter typed, not with the first one alone", () => {
    expect(typeaheadPick(titles, "M")).toBe(0);
    expect(typeaheadPick(titles, "Mr")).toBe(0);
    expect(typeaheadPick(titles, "Mrs")).toBe(1);
    expect(typeaheadPick(titles, "mi")).toBe(2);
  });

  it("ignores case and accents, and picks nothing for letters no option begins with", () => {
    expect(typeaheadPick(["drivers licence", "Passport", "National ID card"], "PASS")).toBe(1);
    expect(typeaheadPick(["Émile", "Eve"], "emi")).toBe(0);
    expect(typeaheadPick(titles, "x")).toBe(-1);
    expect(typeaheadPick(titles, "")).toBe(-1);
  });
});
