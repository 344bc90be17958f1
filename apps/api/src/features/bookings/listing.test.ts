import { BOOKING_SORTS, type Booking, BranchMessage, calls, ListMessage } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csv } from "../../../test/exports.js";
import { addSuite, DAY, frontDesk, inZone, storedStay } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Staff = Awaited<ReturnType<typeof frontDesk>>;

const listOf = (staff: Staff, query: Record<string, string> = {}) =>
  api.call(
    calls.bookings.list,
    { params: { domainId: staff.domainId, branchId: staff.branchId, page: 1, pageSize: 100 }, query },
    staff.headers,
  );

async function listed(staff: Staff, query: Record<string, string> = {}) {
  const response = await listOf(staff, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { Count: number; Bookings: Booking[] };
}

const names = async (staff: Staff, query: Record<string, string> = {}) =>
  (await listed(staff, query)).Bookings.map((booking) => booking.FirstName);

const midnight = (day: string) => new Date(`${day}T00:00:00Z`);
const at = (days: number) => new Date(midnight("2030-03-10").getTime() + days * DAY);

/**
 * Four guests of rooms A5, A6 (Deluxe) and S1 (Suite) around 10 March 2030, UTC: Adèle (in house
 * 10–12), Zoë (reserved 12–15), Bob (checked out 5–7), and Carl (cancelled 10–11).
 */
async function guests() {
  const staff = await frontDesk(api, ["A5", "A6"]);
  await addSuite(api, staff, staff.branchId, ["S1"], 300, "Suite");
  const stay = (first: string, code: string, from: number, until: number, status: Booking["Status"]) =>
    storedStay(api, staff, { code }, at(from), at(until), status === "checked-out" ? at(until) : null, {
      firstName: first,
      status,
    });
  await stay("Adèle", "A5", 0, 2, "in-house");
  await stay("Zoë", "S1", 2, 5, "reserved");
  await stay("Bob", "A6", -5, -3, "checked-out");
  await stay("Carl", "A6", 0, 1, "cancelled");
  return staff;
}

describe("searching the bookings", () => {
  it("finds a guest by part of a name in any case and accent, and counts what it found", async () => {
    const staff = await guests();
    for (const q of ["adele", "ADÈLE", "dèl", "Adele"]) {
      expect(await listed(staff, { q })).toMatchObject({ Count: 1, Bookings: [{ FirstName: "Adèle" }] });
    }
    expect(await names(staff, { q: "zoe" })).toEqual(["Zoë"]);
    // Every stored guest is named "<first> Guest" with phone 08000000000 and id X1.
    expect((await listed(staff, { q: "guest" })).Count).toBe(3);
    expect((await listed(staff, { q: "s1" })).Bookings.map((booking) => booking.SuiteCode)).toEqual(["S1"]);
    expect((await listed(staff, { q: "nobody" })).Count).toBe(0);
  });

  it("takes LIKE's wildcards as the characters they are", async () => {
    const staff = await guests();
    expect((await listed(staff, { q: "%" })).Count).toBe(0);
    expect((await listed(staff, { q: "_" })).Count).toBe(0);
    expect((await listed(staff, { q: "earlier@example.com" })).Count).toBe(3);
  });

  it("never finds another domain's guests", async () => {
    const staff = await guests();
    const stranger = await frontDesk(api, ["A5"]);
    await storedStay(api, stranger, { code: "A5" }, at(0), at(1), null, { firstName: "Adèle" });
    expect(await names(staff, { q: "adele" })).toEqual(["Adèle"]);
    expect(await names(stranger, { q: "adele" })).toEqual(["Adèle"]);
    expect((await listed(stranger, { q: "zoe" })).Count).toBe(0);
  });

  it("answers q over 100 characters with 400 naming it", async () => {
    const staff = await guests();
    expectRefusal(await listOf(staff, { q: "a".repeat(101) }), 400, ListMessage.q);
  });
});

describe("sorting the bookings", () => {
  it("sorts by a field of the items, descending with a '-', newest check-in first by default", async () => {
    const staff = await guests();
    expect(await names(staff)).toEqual(["Zoë", "Adèle", "Bob"]);
    expect(await names(staff, { sort: "CheckoutDate" })).toEqual(["Bob", "Adèle", "Zoë"]);
    expect(await names(staff, { sort: "-CheckoutDate" })).toEqual(["Zoë", "Adèle", "Bob"]);
    expect(await names(staff, { sort: "FirstName" })).toEqual(["Adèle", "Bob", "Zoë"]);
    expect(await names(staff, { sort: "-SuiteCode" })).toEqual(["Zoë", "Bob", "Adèle"]);
  });

  it.each(["Nope", "-", "checkoutdate", "AdditionalGuests"])(
    "answers sort=%j with 400 naming the fields",
    async (sort) => {
      const staff = await guests();
      expectRefusal(await listOf(staff, { sort }), 400, ListMessage.sort(BOOKING_SORTS));
    },
  );
});

describe("filtering the bookings", () => {
  it("by status: the cancelled only when asked for", async () => {
    const staff = await guests();
    expect(await names(staff, { status: "cancelled" })).toEqual(["Carl"]);
    expect(await names(staff, { status: "reserved,in-house" })).toEqual(["Zoë", "Adèle"]);
    expect(await listed(staff, { status: "checked-out", inHouse: "true" })).toMatchObject({ Count: 0 });
    expect((await listed(staff, { inHouse: "true" })).Bookings.map((b) => b.FirstName)).toEqual(["Adèle"]);
  });

  it("by days: the stays that overlap them, in the branch's zone", async () => {
    const staff = await guests();
    expect(await names(staff, { from: "2030-03-10", to: "2030-03-10" })).toEqual(["Adèle"]);
    expect(await names(staff, { from: "2030-03-11", to: "2030-03-12" })).toEqual(["Zoë", "Adèle"]);
    expect(await names(staff, { to: "2030-03-06" })).toEqual(["Bob"]);
    expect(await names(staff, { from: "2030-03-14" })).toEqual(["Zoë"]);
    // Fourteen hours ahead of UTC, Zoë arrives at 14:00 on the 12th, when Adèle leaves.
    await inZone(api, staff, "Pacific/Kiritimati");
    expect(await names(staff, { from: "2030-03-12", to: "2030-03-12" })).toEqual(["Zoë", "Adèle"]);
    expect(await names(staff, { from: "2030-03-13", to: "2030-03-13" })).toEqual(["Zoë"]);
  });

  it("by category, in any letter case", async () => {
    const staff = await guests();
    expect(await names(staff, { category: "deluxe" })).toEqual(["Adèle", "Bob"]);
    expect(await listed(staff, { category: "Penthouse" })).toMatchObject({ Count: 0, Bookings: [] });
  });

  it.each([
    [
      { status: "gone" },
      ListMessage.oneOf("status", ["reserved", "in-house", "checked-out", "cancelled", "no-show"]),
    ],
    [
      { status: "reserved," },
      ListMessage.oneOf("status", ["reserved", "in-house", "checked-out", "cancelled", "no-show"]),
    ],
    [{ from: "2030-02-30" }, ListMessage.day("from")],
    [{ to: "soon" }, ListMessage.day("to")],
    [{ from: "2030-03-12", to: "2030-03-11" }, ListMessage.toBeforeFrom],
    [{ category: "x".repeat(101) }, ListMessage.text("category")],
  ])("answers %j with 400 naming the parameter", async (query, message) => {
    const staff = await guests();
    expectRefusal(await listOf(staff, query), 400, message);
  });

  // Unfiltered, the branch is read only when the page is empty: the refusal must come all the same.
  it.each([{}, { q: "adele", status: "cancelled" }, { from: "2030-03-01", to: "2030-03-02" }])(
    "answers another domain's branch with 404 whatever the filters, exported too: %j",
    async (query) => {
      const staff = await guests();
      const stranger = await frontDesk(api, ["A5"]);
      const params = { domainId: staff.domainId, branchId: stranger.branchId, page: 1, pageSize: 10 };
      for (const headers of [staff.headers, { ...staff.headers, ...csv }]) {
        const response = await api.call(calls.bookings.list, { params, query }, headers);
        expectRefusal(response, 404, BranchMessage.notFound);
      }
    },
  );

  it("answers a page past the last one of its own branch with no bookings and the count", async () => {
    const staff = await guests();
    const response = await api.call(
      calls.bookings.list,
      { params: { domainId: staff.domainId, branchId: staff.branchId, page: 99, pageSize: 10 } },
      staff.headers,
    );
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.Bookings).toEqual([]);
    expect(page.Count).toBeGreaterThan(0);
  });
});
