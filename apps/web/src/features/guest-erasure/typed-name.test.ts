import { describe, expect, it } from "vitest";
import { typedName } from "./typed-name";

describe("the last name typed to confirm an erasure", () => {
  it.each([
    ["Dupont", "Dupont"],
    [" dupont ", "Dupont"],
    ["Muller", "Müller"],
    ["ÉLODIE-MARIE", "Élodie-Marie"],
  ])("'%s' confirms %s", (typed, lastName) => {
    expect(typedName(typed, lastName)).toBe(true);
  });

  it.each([
    ["Dupon", "Dupont"],
    ["", "Dupont"],
    ["", ""],
    ["Dupont Dupont", "Dupont"],
  ])("'%s' does not confirm '%s'", (typed, lastName) => {
    expect(typedName(typed, lastName)).toBe(false);
  });
});
