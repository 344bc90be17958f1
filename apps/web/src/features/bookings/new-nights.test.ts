import { describe, expect, it } from "vitest";
import { repricing, totalOf } from "./new-nights";

const nights = [
  { Night: "2026-12-10", Price: 100.1 },
  { Night: "2026-12-11", Price: 120.2 },
  { Night: "2026-12-12", Price: 130 },
];

describe("what a change of a stay prices anew", () => {
  it("keeps every night and asks for those after the old departure when the stay is longer", () => {
    expect(repricing(nights, "2026-12-13", "2026-12-15")).toEqual({
      kept: 350.3,
      asked: { arrival: "2026-12-13", departure: "2026-12-15", adults: 1 },
    });
  });

  it("keeps the nights before today and asks for the rest when the stay moves", () => {
    expect(repricing(nights, "2026-12-11", "2026-12-13")).toEqual({
      kept: 100.1,
      asked: { arrival: "2026-12-11", departure: "2026-12-13", adults: 1 },
    });
  });

  it("asks nothing and keeps the nights before the new departure when the stay is shorter", () => {
    expect(repricing(nights, "2026-12-13", "2026-12-12")).toEqual({ kept: 220.3, asked: undefined });
  });

  it("adds the new nights exactly", () => {
    expect(totalOf(0.1, 0.2)).toBe(0.3);
  });
});
