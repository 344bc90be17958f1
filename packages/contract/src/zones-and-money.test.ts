import { describe, expect, it } from "vitest";
import { addDays, dayIn, daysBetween, instantAt, isoInZone } from "./zones-and-money.js";

describe("days in a branch's zone", () => {
  it("puts one instant on different days either side of the date line", () => {
    const instant = "2026-11-23T11:30:00Z";
    expect(dayIn(instant, "Pacific/Kiritimati")).toBe("2026-11-24"); // UTC+14
    expect(dayIn(instant, "Pacific/Pago_Pago")).toBe("2026-11-23"); // UTC-11
    expect(dayIn("2026-11-23T10:59:59Z", "Pacific/Kiritimati")).toBe("2026-11-24");
    expect(dayIn("2026-11-23T09:59:59Z", "Pacific/Kiritimati")).toBe("2026-11-23");
  });

  it("finds the instant a wall clock shows, across clock changes", () => {
    expect(instantAt("2026-11-24", "00:00", "Pacific/Kiritimati").toISOString()).toBe(
      "2026-11-23T10:00:00.000Z",
    );
    expect(instantAt("2026-11-23", "14:00", "Pacific/Pago_Pago").toISOString()).toBe(
      "2026-11-24T01:00:00.000Z",
    );
    expect(instantAt("2026-07-01", "12:00", "Europe/London").toISOString()).toBe("2026-07-01T11:00:00.000Z");
    expect(instantAt("2026-01-01", "12:00", "Europe/London").toISOString()).toBe("2026-01-01T12:00:00.000Z");
    // 01:30 does not exist in London on 29 March 2026: read with the winter offset.
    expect(instantAt("2026-03-29", "01:30", "Europe/London").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    // 01:30 happens twice on 25 October 2026: its first occurrence, in summer time.
    expect(instantAt("2026-10-25", "01:30", "Europe/London").toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });

  it("counts and steps days across month, year and leap day", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-11-23", "2026-12-24")).toBe(31);
    expect(daysBetween("2026-11-23", "2026-11-20")).toBe(-3);
  });
});

describe("an instant in ISO 8601 on a branch's clock", () => {
  it("carries the zone's offset, east and west, and its own at each side of a clock change", () => {
    expect(isoInZone("2026-12-02T08:00:00.000Z", "Asia/Dubai")).toBe("2026-12-02T12:00:00+04:00");
    expect(isoInZone("2026-12-02T08:00:00.999Z", "America/New_York")).toBe("2026-12-02T03:00:00-05:00");
    expect(isoInZone("2026-07-02T08:00:00Z", "America/New_York")).toBe("2026-07-02T04:00:00-04:00");
    expect(isoInZone("2026-12-02T08:00:00Z", "Asia/Kolkata")).toBe("2026-12-02T13:30:00+05:30");
    expect(isoInZone("2026-12-02T08:00:00Z", "UTC")).toBe("2026-12-02T08:00:00+00:00");
    expect(isoInZone("2026-11-23T10:00:00Z", "Pacific/Kiritimati")).toBe("2026-11-24T00:00:00+14:00");
  });
});
