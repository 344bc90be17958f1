import { describe, expect, it } from "vitest";
import { emptyRatesForm, ratesBodyOf } from "./rates-body";

const range = { From: "2026-12-05", To: "2026-12-07" };

describe("the body the rates form sends", () => {
  it("names only what the form changes", () => {
    expect(ratesBodyOf({ ...emptyRatesForm(range), Price: 150 }, "bar", "deluxe")).toEqual({
      RatePlanId: "bar",
      SuiteIds: ["deluxe"],
      ...range,
      Price: 150,
    });
  });

  it("sends the suite's price as null, flags as true or false, a stay of 0 as none, and chosen weekdays", () => {
    expect(
      ratesBodyOf(
        {
          ...emptyRatesForm(range),
          Price: 99,
          SuitePrice: true,
          Closed: "off",
          ClosedToArrival: "on",
          MinStay: 2,
          MaxStay: 0,
          Weekdays: ["6", "5"],
        },
        "bar",
        "deluxe",
      ),
    ).toEqual({
      RatePlanId: "bar",
      SuiteIds: ["deluxe"],
      ...range,
      Weekdays: [5, 6],
      Price: null,
      Closed: false,
      ClosedToArrival: true,
      MinStay: 2,
      MaxStay: null,
    });
  });
});
