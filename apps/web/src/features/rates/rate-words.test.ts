import type { RatePlan } from "@concierge/contract";
import { describe, expect, it } from "vitest";
import { type RateWriting, sourceWords, weekdaysInWords } from "./rate-words";

const names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const write: RateWriting = {
  nights: (first, last) => (first === last ? first : `${first}..${last}`),
  weekday: (day) => names[day - 1] ?? "?",
  percent: (value) => `${value} %`,
  amount: (value) => (value > 0 ? `+${value}` : `${value}`),
};

const plan = (fields: Partial<RatePlan>): RatePlan => ({
  Id: "bar",
  DomainId: "d",
  BranchId: "b",
  Code: "BAR",
  Name: "Best available",
  ParentId: null,
  Percent: null,
  Amount: null,
  Refundable: true,
  Active: true,
  ...fields,
});
const plans = [
  plan({}),
  plan({ Id: "nr", Code: "NR", ParentId: "bar", Percent: -10 }),
  plan({ Id: "pkg", Code: "PKG", ParentId: "bar", Amount: 25 }),
];
const planOf = (id: string) => plans.find((each) => each.Id === id);

describe("the words of a cell's price", () => {
  it("names a setting's nights, its last night the day before its To, and its weekdays in runs", () => {
    const set = { From: "2026-12-01", To: "2026-12-25", Weekdays: [5, 6] };
    expect(sourceWords({ RatePlanId: "bar", Source: "set", Set: set }, planOf, write)).toEqual({
      key: "rates.source.setOn",
      values: { nights: "2026-12-01..2026-12-24", weekdays: "Fri–Sat" },
    });
  });

  it("leaves out the weekdays of a setting of every day", () => {
    const set = { From: "2026-12-24", To: "2026-12-25", Weekdays: [1, 2, 3, 4, 5, 6, 7] };
    expect(sourceWords({ RatePlanId: "bar", Source: "set", Set: set }, planOf, write)).toEqual({
      key: "rates.source.set",
      values: { nights: "2026-12-24" },
    });
  });

  it("names a derived plan's parent and its percent or amount", () => {
    expect(sourceWords({ RatePlanId: "nr", Source: "derived", Set: null }, planOf, write)).toEqual({
      key: "rates.source.derived",
      values: { parent: "BAR", change: "-10 %" },
    });
    expect(sourceWords({ RatePlanId: "pkg", Source: "derived", Set: null }, planOf, write).values).toEqual({
      parent: "BAR",
      change: "+25",
    });
  });

  it("says the suite's price when nobody set the night", () => {
    expect(sourceWords({ RatePlanId: "bar", Source: "suite", Set: null }, planOf, write).key).toBe(
      "rates.source.suite",
    );
  });
});

describe("weekdays in words", () => {
  it("joins runs of days and lists the days apart", () => {
    expect(weekdaysInWords([1, 2, 3, 5, 7], write.weekday)).toBe("Mon–Wed, Fri, Sun");
    expect(weekdaysInWords([6, 5], write.weekday)).toBe("Fri–Sat");
    expect(weekdaysInWords([], write.weekday)).toBe("");
  });
});
