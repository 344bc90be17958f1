import { describe, expect, it } from "vitest";
import { dayLag, formatBusinessDay, lagColor } from "./day-lag";

describe("a branch's business date against today in its zone", () => {
  it("is current on today, ahead once today is closed, behind by the days not closed", () => {
    expect(dayLag("2026-11-24", "2026-11-24")).toEqual({ state: "current" });
    expect(dayLag("2026-11-25", "2026-11-24")).toEqual({ state: "ahead" });
    expect(dayLag("2026-11-23", "2026-11-24")).toEqual({ state: "behind", days: 1 });
    expect(dayLag("2026-10-31", "2026-11-02")).toEqual({ state: "behind", days: 2 });
  });

  it("shows neutral while current or ahead, amber a day behind, red two or more behind", () => {
    expect(lagColor({ state: "current" })).toBe("gray");
    expect(lagColor({ state: "ahead" })).toBe("gray");
    expect(lagColor({ state: "behind", days: 1 })).toBe("yellow");
    expect(lagColor({ state: "behind", days: 2 })).toBe("red");
    expect(lagColor({ state: "behind", days: 9 })).toBe("red");
  });
});

describe("a business date in words", () => {
  it("is the day itself in the language spoken, whatever the reader's zone", () => {
    expect(formatBusinessDay("2026-11-24", "en", "weekday")).toBe("Tue, Nov 24");
    expect(formatBusinessDay("2026-11-24", "en", "short")).toBe("Nov 24");
    expect(formatBusinessDay("2026-11-24", "en", "year")).toBe("Tue, Nov 24, 2026");
    expect(formatBusinessDay("2026-11-24", "fr", "weekday")).toBe("mar. 24 nov.");
    expect(formatBusinessDay("2026-11-24", "ar", "weekday")).toBe("الثلاثاء، 24 نوفمبر");
  });
});
