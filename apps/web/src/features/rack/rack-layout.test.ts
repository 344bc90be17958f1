import type { Rack, RackStay, Room } from "@concierge/contract";
import { describe, expect, it } from "vitest";
import {
  barStep,
  guestLabel,
  layoutRack,
  nightsAcross,
  nightUnder,
  onBarEnd,
  roomBeside,
  type StayBar,
} from "./rack-layout";
import { stayNights } from "./rack-nights";

const room = (Code: string, Category: string): Room => ({
  Code,
  Category,
  SuiteId: Category,
  Housekeeping: "clean",
  Version: 1,
});
// Dubai is UTC+4: 22:00 UTC is the next day there.
const stay = (BookingId: string, SuiteCode: string, CheckinDate: string, CheckoutDate: string): RackStay => ({
  BookingId,
  SuiteCode,
  CheckinDate,
  CheckoutDate,
  Status: "reserved",
  Guest: "Ahmed Al-Mansouri",
  Notes: "",
  Version: 1,
});
const rack: Rack = {
  From: "2026-11-24",
  Days: 31,
  TimeZone: "Asia/Dubai",
  Rooms: [room("101", "Deluxe"), room("102", "Deluxe"), room("201", "Suite")],
  Stays: [
    stay("late", "101", "2026-11-25T22:00:00Z", "2026-12-01T07:00:00Z"),
    stay("december", "102", "2026-12-08T10:00:00Z", "2026-12-11T07:00:00Z"),
    stay("one-night", "201", "2026-11-26T10:00:00Z", "2026-11-27T07:00:00Z"),
  ],
  Blocks: [{ Id: "b", SuiteCode: "201", From: "2026-12-20", To: "2026-12-30", Reason: "Paint" }],
  Free: [],
};
const groups = layoutRack(rack);
const bars = groups.flatMap((group) => group.rows.flatMap((row) => row.bars));
const stayBar = (id: string) =>
  bars.find((bar): bar is StayBar => bar.kind === "stay" && bar.stay.BookingId === id);

describe("the rack's layout", () => {
  it("puts each stay under the nights of its arrival and departure in the branch's zone", () => {
    expect(stayNights(rack.Stays[0] as RackStay, "Asia/Dubai")).toMatchObject({
      arrival: "2026-11-26",
      departure: "2026-12-01",
    });
    expect(stayBar("late")).toMatchObject({ start: 2, span: 5, lane: 0, clippedStart: false });
    expect(stayBar("december")).toMatchObject({ start: 14, span: 3 });
    expect(stayBar("one-night")).toMatchObject({ start: 2, span: 1 });
    expect(bars.find((bar) => bar.kind === "block")).toMatchObject({ start: 26, span: 5, clippedEnd: true });
  });

  it("groups the rooms by category in the server's order; arrows step across categories", () => {
    expect(groups.map((group) => group.category)).toEqual(["Deluxe", "Suite"]);
    expect(roomBeside(groups, "102", 1)?.Code).toBe("201");
    expect(roomBeside(groups, "101", -1)).toBeUndefined();
    expect(roomBeside(groups, "102", -1)?.Code).toBe("101");
  });
});

describe("the rooms free each night", () => {
  it("adds up the suites of one category, night by night; a category without counts has none", () => {
    const free = layoutRack({
      ...rack,
      Days: 3,
      Free: [
        { SuiteId: "s1", Category: "Deluxe", Nights: [1, 0, 2] },
        { SuiteId: "s2", Category: "Deluxe", Nights: [1, 1, 0] },
      ],
    }).map((group) => [group.category, group.free]);
    expect(free).toEqual([
      ["Deluxe", [2, 1, 2]],
      ["Suite", []],
    ]);
  });
});

describe("the nights along the inline axis, left to right or right to left", () => {
  const strip = { left: 100, right: 100 + 31 * 44 };

  it("reads the night under the pointer from the strip's start: its right in Arabic", () => {
    expect(nightUnder(100 + 2 * 44 + 10, strip, 44, false)).toBe(2);
    expect(nightUnder(strip.right - 2 * 44 - 10, strip, 44, true)).toBe(2);
    expect(nightUnder(strip.right - 1, strip, 44, true)).toBe(0);
  });

  it("counts a drag towards the later nights as positive: rightwards, or leftwards in Arabic", () => {
    expect(nightsAcross(90, 44, false)).toBe(2);
    expect(nightsAcross(90, 44, true)).toBe(-2);
    expect(nightsAcross(-90, 44, true)).toBe(2);
    expect(Object.is(nightsAcross(10, 44, true), 0)).toBe(true);
  });

  it("takes a bar's departure end at its right, at its left in Arabic", () => {
    const bar = { left: 200, right: 300 };
    expect(onBarEnd(295, bar, 10, false)).toBe(true);
    expect(onBarEnd(205, bar, 10, false)).toBe(false);
    expect(onBarEnd(205, bar, 10, true)).toBe(true);
    expect(onBarEnd(295, bar, 10, true)).toBe(false);
  });

  it("moves the departure a night later with the arrow the dates run towards", () => {
    expect(barStep("ArrowRight", false)).toEqual({ kind: "stretch", nights: 1 });
    expect(barStep("ArrowLeft", false)).toEqual({ kind: "stretch", nights: -1 });
    expect(barStep("ArrowLeft", true)).toEqual({ kind: "stretch", nights: 1 });
    expect(barStep("ArrowRight", true)).toEqual({ kind: "stretch", nights: -1 });
    expect(barStep("ArrowDown", true)).toEqual({ kind: "room", by: 1 });
    expect(barStep("ArrowUp", false)).toEqual({ kind: "room", by: -1 });
    expect(barStep("Enter", false)).toBeUndefined();
  });
});

describe("a guest's name on a short bar", () => {
  it("shows the whole name when a readable part of it fits", () => {
    expect(guestLabel("Ahmed Al-Mansouri", 84)).toBe("Ahmed Al-Mansouri");
    expect(guestLabel("Ada Obi", 49)).toBe("Ada Obi");
  });

  it("shows the first name, then the initials, rather than 'Ahme…'", () => {
    expect(guestLabel("Ahmed Al-Mansouri", 48)).toBe("Ahmed");
    expect(guestLabel("Ahmed Al-Mansouri", 24)).toBe("AA");
    expect(guestLabel("أحمد المنصوري", 24)).toBe("أا");
    expect(guestLabel("Ahmed Al-Mansouri", 7)).toBe("A");
  });

  it("leaves a single long word to the ellipsis", () => {
    expect(guestLabel("Wolfeschlegelsteinhausenbergerdorff", 24)).toBe("Wolfeschlegelsteinhausenbergerdorff");
  });
});
