import { describe, expect, it } from "vitest";
import { firstSteps, keptOf, NOTHING_KEPT } from "./first-steps-list";

const mayAll = { categories: true, staff: true, prices: true };

describe("the first steps after setting up", () => {
  it("lists every step undone on a first start: no suite, the administrator alone", () => {
    expect(firstSteps(mayAll, { suites: 0, users: 1 }, NOTHING_KEPT)).toEqual([
      { step: "categories", done: false },
      { step: "staff", done: false },
      { step: "prices", done: false },
    ]);
  });

  it("ticks the categories once a suite is in use, the staff once a second user exists, the prices once reviewed", () => {
    const kept = { pricesReviewed: true, dismissed: false };
    expect(firstSteps(mayAll, { suites: 1, users: 1 }, NOTHING_KEPT).map(({ done }) => done)).toEqual([
      true,
      false,
      false,
    ]);
    expect(firstSteps(mayAll, { suites: 0, users: 2 }, kept).map(({ done }) => done)).toEqual([
      false,
      true,
      true,
    ]);
  });

  it("is gone when every step is done, or when dismissed", () => {
    expect(firstSteps(mayAll, { suites: 3, users: 5 }, { pricesReviewed: true, dismissed: false })).toEqual(
      [],
    );
    expect(firstSteps(mayAll, { suites: 0, users: 1 }, { pricesReviewed: false, dismissed: true })).toEqual(
      [],
    );
  });

  it("lists only the steps the user may take, and is gone when those are done", () => {
    const staffOnly = { categories: false, staff: true, prices: false };
    expect(firstSteps(staffOnly, { users: 1 }, NOTHING_KEPT)).toEqual([{ step: "staff", done: false }]);
    expect(firstSteps(staffOnly, { users: 2 }, NOTHING_KEPT)).toEqual([]);
    expect(firstSteps({ categories: false, staff: false, prices: false }, {}, NOTHING_KEPT)).toEqual([]);
  });

  it("reads what was kept, and anything unreadable as nothing said", () => {
    expect(keptOf('{"pricesReviewed":true,"dismissed":false}')).toEqual({
      pricesReviewed: true,
      dismissed: false,
    });
    expect(keptOf(null)).toEqual(NOTHING_KEPT);
    expect(keptOf("not json")).toEqual(NOTHING_KEPT);
    expect(keptOf('{"dismissed":"yes"}')).toEqual(NOTHING_KEPT);
  });
});
