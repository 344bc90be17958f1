import type { FreeRoom } from "@concierge/contract";
import { describe, expect, it } from "vitest";
import type { BookingFormValues } from "./booking-form-values";
import { changedNights, repricing, totalOf } from "./new-nights";

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

describe("the nights an edit of a booking prices anew", () => {
  const room = (Code: string, SuiteId: string): FreeRoom => ({
    Code,
    SuiteId,
    Category: SuiteId,
    Housekeeping: "clean",
    Price: 100,
  });
  const rooms = [room("A5", "deluxe"), room("A6", "deluxe"), room("S1", "suite")];
  const before = { SuiteCode: "A5", CheckoutDay: "2026-12-13" } as BookingFormValues;
  const now = new Date("2026-12-11T09:00:00Z");
  const edit = (change: Partial<BookingFormValues>, checkin = "2026-12-10T14:00:00Z") =>
    changedNights(checkin, before, { ...before, ...change }, "UTC", rooms, now);

  it("prices the new category from today, or from an arrival still to come", () => {
    expect(edit({ SuiteCode: "S1" })).toEqual({ suiteId: "suite", from: "2026-12-11", to: "2026-12-13" });
    expect(edit({ SuiteCode: "S1" }, "2026-12-12T14:00:00Z")).toEqual({
      suiteId: "suite",
      from: "2026-12-12",
      to: "2026-12-13",
    });
  });

  it("prices a new departure from the old one in the same category, and nothing when neither changes", () => {
    expect(edit({ SuiteCode: "A6", CheckoutDay: "2026-12-15" })).toEqual({
      suiteId: "deluxe",
      from: "2026-12-13",
      to: "2026-12-15",
    });
    expect(edit({ SuiteCode: "A6" })).toBeUndefined();
  });
});
