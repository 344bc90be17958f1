import { describe, expect, it } from "vitest";
import { chartDays } from "./occupancy-days";

const night = (day: string, Rate: number) => ({ Date: day, Occupied: 0, Rate });

describe("the occupancy chart's days", () => {
  it("run from the nights gone by to those booked ahead, both lines meeting tonight", () => {
    const days = chartDays(
      [night("2026-11-25", 40), night("2026-11-26", 60)],
      [night("2026-11-27", 55), night("2026-11-28", 20)],
    );
    expect(days).toEqual([
      { Date: "2026-11-25", Rate: 40, Ahead: undefined },
      { Date: "2026-11-26", Rate: 60, Ahead: 60 },
      { Date: "2026-11-27", Rate: undefined, Ahead: 55 },
      { Date: "2026-11-28", Rate: undefined, Ahead: 20 },
    ]);
  });

  it("show nothing ahead when nothing is answered", () => {
    expect(chartDays([], [])).toEqual([]);
  });
});
