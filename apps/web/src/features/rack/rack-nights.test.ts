import { describe, expect, it } from "vitest";
import { clockIn, isWeekend, nightsFrom, remembered, stayNights } from "./rack-nights";

// Dubai is UTC+4 all year: 22:00 UTC is 02:00 of the next day there.
const dubai = "Asia/Dubai";

describe("a stay's nights on the branch's clock", () => {
  it("runs from the day it arrives to the day it leaves, in the branch's zone, not UTC's", () => {
    expect(
      stayNights({ CheckinDate: "2026-11-25T22:00:00Z", CheckoutDate: "2026-12-01T07:00:00Z" }, dubai),
    ).toEqual({ arrival: "2026-11-26", departure: "2026-12-01", until: "2026-12-01" });
  });

  it("holds one night when it arrives and leaves on the same day", () => {
    expect(
      stayNights({ CheckinDate: "2026-11-26T06:00:00Z", CheckoutDate: "2026-11-26T10:00:00Z" }, dubai),
    ).toEqual({ arrival: "2026-11-26", departure: "2026-11-26", until: "2026-11-27" });
  });

  it("reads the same instants as other days in another zone", () => {
    const stay = { CheckinDate: "2026-11-25T22:00:00Z", CheckoutDate: "2026-11-26T03:00:00Z" };
    expect(stayNights(stay, "America/New_York")).toEqual({
      arrival: "2026-11-25",
      departure: "2026-11-25",
      until: "2026-11-26",
    });
  });
});

describe("the rack's columns of nights", () => {
  it("counts the nights from the first one, across a month's and a year's end", () => {
    expect(nightsFrom("2026-12-30", 3)).toEqual(["2026-12-30", "2026-12-31", "2027-01-01"]);
    expect(nightsFrom("2026-02-27", 3)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
    expect(nightsFrom("2026-11-24", 0)).toEqual([]);
  });

  it("marks Saturday and Sunday as the weekend, whatever the browser's zone", () => {
    const week = nightsFrom("2026-11-23", 7);
    expect(week.filter(isWeekend)).toEqual(["2026-11-28", "2026-11-29"]);
  });
});

describe("a time as it is sent", () => {
  it("is the branch's wall clock, in Latin digits, through a change of summer time", () => {
    expect(clockIn("2026-11-25T22:00:00Z", dubai)).toBe("02:00");
    expect(clockIn("2026-03-29T00:30:00Z", "Europe/London")).toBe("00:30");
    expect(clockIn("2026-03-29T01:30:00Z", "Europe/London")).toBe("02:30");
  });
});

describe("a remembered function of a day", () => {
  it("works each value out once", () => {
    let worked = 0;
    const weekday = remembered((day: string) => {
      worked += 1;
      return new Date(`${day}T00:00:00Z`).getUTCDay();
    });
    expect([weekday("2026-11-28"), weekday("2026-11-28"), weekday("2026-11-29")]).toEqual([6, 6, 0]);
    expect(worked).toBe(2);
  });
});
