import { calls, PAGE_SIZE } from "@concierge/contract";
import { describe, expect, it } from "vitest";
import { firstPageOf, listQueryOf, listViewOf } from "./list-view";

const bookingsAt = (search: string) => listViewOf(calls.bookings.list, new URLSearchParams(search));

describe("a list's view read from its address", () => {
  it("holds the page, size, search, sort and the call's own filters", () => {
    expect(
      bookingsAt("page=3&size=25&q=ade&sort=-CheckinDate&status=reserved,in-house&from=2026-12-01"),
    ).toEqual({
      page: 3,
      size: 25,
      q: "ade",
      sort: "-CheckinDate",
      filters: { status: "reserved,in-house", from: "2026-12-01" },
    });
  });

  it("starts at page 1 in SPEC's size, and drops sizes it does not offer and parameters the call does not take", () => {
    expect(bookingsAt("page=-2&size=7&branch=b1&colour=red")).toEqual({
      page: 1,
      size: PAGE_SIZE,
      q: undefined,
      sort: undefined,
      filters: {},
    });
    expect(bookingsAt("page=x&size=").page).toBe(1);
  });

  it("has no search where no call pages it (a list paged in the console)", () => {
    expect(listViewOf(undefined, new URLSearchParams("q=ade")).q).toBeUndefined();
  });
});

describe("a view as its call's query", () => {
  it("sends the search, the sort and the filters, and the first page asks for SPEC's size", () => {
    const view = { ...firstPageOf({ inHouse: "true" }), q: "obi", sort: "LastName" };
    expect(view.size).toBe(PAGE_SIZE);
    expect(listQueryOf(view)).toEqual({ q: "obi", sort: "LastName", inHouse: "true" });
  });
});
