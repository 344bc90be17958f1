import type { RateCalendar, RateCell, RatePlan } from "@concierge/contract";
import { describe, expect, it } from "vitest";
import { layoutRates, plansInOrder } from "./rate-layout";

const plan = (Id: string, Code: string, ParentId: string | null = null): RatePlan => ({
  Id,
  DomainId: "d",
  BranchId: "b",
  Code,
  Name: Code,
  ParentId,
  Percent: ParentId ? -10 : null,
  Amount: null,
  Refundable: true,
  Active: true,
});
const cell = (RatePlanId: string, SuiteId: string, Night: string, Price: number): RateCell => ({
  RatePlanId,
  SuiteId,
  Night,
  Price,
  Closed: false,
  ClosedToArrival: false,
  ClosedToDeparture: false,
  MinStay: null,
  MaxStay: null,
  Source: "suite",
  Set: null,
});
const plans = [
  plan("nr", "NR", "bar"),
  plan("corp", "CORP"),
  plan("bar", "BAR"),
  plan("corp-pkg", "AAA", "corp"),
];

describe("the rate calendar's rows", () => {
  it("puts BAR first, then the other base plans by code, each followed by the plans derived from it", () => {
    expect(plansInOrder(plans).map((each) => each.Code)).toEqual(["BAR", "NR", "CORP", "AAA"]);
  });

  it("groups a row per plan under each suite, by category, each night in its column", () => {
    const calendar: RateCalendar = {
      From: "2026-12-01",
      Days: 2,
      Plans: plans.slice(0, 3),
      Cells: [
        cell("bar", "s-std", "2026-12-02", 90),
        cell("nr", "s-dlx", "2026-12-01", 108),
        cell("bar", "s-dlx", "2026-12-01", 120),
      ],
    };
    const names: Record<string, string> = { "s-std": "Standard", "s-dlx": "Deluxe" };
    const groups = layoutRates(calendar, (suiteId) => names[suiteId] ?? "");
    expect(groups.map((group) => [group.category, group.rows.map((row) => row.plan.Code)])).toEqual([
      ["Deluxe", ["BAR", "NR"]],
      ["Standard", ["BAR"]],
    ]);
    expect(groups[0]?.rows[1]?.derived).toBe(true);
    expect(groups[1]?.rows[0]?.cells.map((each) => each?.Price)).toEqual([undefined, 90]);
  });
});
