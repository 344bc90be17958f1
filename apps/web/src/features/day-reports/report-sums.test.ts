import { describe, expect, it } from "vitest";
import { pickupColor, revenueTotal, signed, sumOf } from "./report-sums";

describe("a day report's sums", () => {
  it("adds amounts exactly, in minor units", () => {
    expect(sumOf([0.1, 0.2])).toBe(0.3);
    expect(sumOf([])).toBe(0);
    expect(sumOf([120.5, -20.25])).toBe(100.25);
  });

  it("totals the revenue's amount, net and tax", () => {
    const row = (Amount: number, Net: number, Tax: number) => ({ Item: "x", Name: "X", Amount, Net, Tax });
    expect(revenueTotal([row(110, 100, 10), row(23.3, 21.18, 2.12)])).toEqual({
      Amount: 133.3,
      Net: 121.18,
      Tax: 12.12,
    });
  });
});

describe("a forecast's pick-up", () => {
  it("shows its sign, a minus sign rather than a hyphen", () => {
    const format = (value: number) => String(value);
    expect([signed(3, format), signed(-2, format), signed(0, format)]).toEqual(["+3", "\u22122", "0"]);
    expect([pickupColor(1), pickupColor(-1), pickupColor(0)]).toEqual(["teal", "red", "dimmed"]);
  });
});
