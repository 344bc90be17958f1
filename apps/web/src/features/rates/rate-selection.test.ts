import { describe, expect, it } from "vitest";
import { extendTo, isPicked, moveByKey, rangeOf, selectNight } from "./rate-selection";

const rows = ["bar:deluxe", "nr:deluxe", "bar:standard"];
const window = { rows, days: 14, rtl: false, extend: false };

describe("picking nights on the rate calendar", () => {
  it("extends a drag or a Shift+click along its row, either way round, and sets From to the day after", () => {
    const picked = extendTo(selectNight("bar:deluxe", 5), "bar:deluxe", 2);
    expect(rangeOf(picked, "2026-12-01")).toEqual({ From: "2026-12-03", To: "2026-12-07" });
    expect([1, 2, 5, 6].map((index) => isPicked(picked, "bar:deluxe", index))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(isPicked(picked, "nr:deluxe", 3)).toBe(false);
  });

  it("starts anew when the pointer reaches another row", () => {
    expect(extendTo(selectNight("bar:deluxe", 5), "bar:standard", 7)).toEqual(selectNight("bar:standard", 7));
    expect(extendTo(undefined, "bar:deluxe", 1)).toEqual(selectNight("bar:deluxe", 1));
  });

  it("moves with the arrows, extends with Shift, stops at the edges and runs right to left in Arabic", () => {
    const start = selectNight("bar:deluxe", 0);
    expect(moveByKey(start, "ArrowLeft", window)).toEqual(start);
    expect(moveByKey(start, "ArrowRight", window)).toEqual(selectNight("bar:deluxe", 1));
    expect(moveByKey(start, "ArrowLeft", { ...window, rtl: true })).toEqual(selectNight("bar:deluxe", 1));
    const extended = moveByKey(moveByKey(start, "ArrowRight", { ...window, extend: true }), "ArrowRight", {
      ...window,
      extend: true,
    });
    expect(rangeOf(extended, "2026-12-01")).toEqual({ From: "2026-12-01", To: "2026-12-04" });
    expect(moveByKey(selectNight("bar:deluxe", 13), "ArrowRight", window)).toEqual(
      selectNight("bar:deluxe", 13),
    );
  });

  it("goes down and up the rows at the keyboard's night", () => {
    const picked = extendTo(selectNight("nr:deluxe", 2), "nr:deluxe", 4);
    expect(moveByKey(picked, "ArrowDown", window)).toEqual(selectNight("bar:standard", 4));
    expect(moveByKey(picked, "ArrowUp", window)).toEqual(selectNight("bar:deluxe", 4));
    expect(moveByKey(selectNight("bar:standard", 4), "ArrowDown", window)).toEqual(
      selectNight("bar:standard", 4),
    );
  });
});
