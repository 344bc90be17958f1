import {
  AuthMessage,
  addDays,
  BookingMessage,
  BranchMessage,
  calls,
  DomainMessage,
  dayIn,
  instantAt,
  type Offer,
  OfferMessage,
  Permission,
  RateMessage,
} from "@concierge/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBranch, signedInUser } from "../../../test/factories.js";
import { addSuite, awayFromMidnight, inZone, walkIn } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { addPlan, plansOf, setRates } from "../../../test/rate-desk.js";
import { expectRefusal } from "../../../test/refusal.js";
import { statementsSent } from "../../../test/statements.js";
import { suites } from "../../db/schema/index.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** Front-desk staff who also set rates, with a suite 'Deluxe' of rooms `codes` at 120 a night. */
async function desk(codes = ["A5", "A6"]) {
  const staff = await signedInUser(api, {
    permissions: [Permission.MANAGE_BOOKINGS, Permission.MANAGE_SUITES, Permission.MANAGE_RATES],
  });
  const deluxe = await addSuite(api, staff, staff.branchId, codes);
  return { ...staff, deluxe: deluxe.Id };
}
type Staff = Awaited<ReturnType<typeof desk>>;

/** The branch's BAR, which it is made with. */
const barOf = async (staff: Staff) => (await plansOf(api, staff))[0]?.Id ?? "";
/** A plan added through the rates API: derived from `ParentId` when it has one. */
const plan = async (staff: Staff, Code: string, change: object = {}) =>
  (await addPlan(api, staff, { Code, Name: `Plan ${Code}`, ...change })).Id;
/** Sets the Deluxe nights `From` up to `To` of a base plan through the rates API. */
const setNights = (staff: Staff, RatePlanId: string, From: string, To: string, values: object) =>
  setRates(api, staff, { RatePlanId, SuiteIds: [staff.deluxe], From, To, ...values });

const ask = (
  staff: Staff,
  query: Record<string, unknown>,
  at: { domainId?: string; branchId?: string } = {},
) =>
  api.call(
    calls.offers.offers,
    { params: { domainId: at.domainId ?? staff.domainId, branchId: at.branchId ?? staff.branchId }, query },
    staff.headers,
  );

async function offered(staff: Staff, arrival: string, departure: string, adults?: number) {
  const response = await ask(staff, { arrival, departure, adults });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { Offers: Offer[] }).Offers;
}

/** The offers' refusals in words, by category and plan: 'Deluxe BAR'. */
const refusedOf = (offers: Offer[]) =>
  Object.fromEntries(offers.map((offer) => [`${offer.Category} ${offer.RatePlan}`, offer.Refused]));

const reserve = (staff: Staff, code: string, from: string, until: string, change: object = {}) =>
  api.call(
    calls.bookings.reserve,
    {
      body: {
        ...walkIn(staff, { SuiteCode: code, CheckoutDate: `${until}T11:00:00.000Z` }),
        CheckinDate: `${from}T14:00:00.000Z`,
        ...change,
      },
    },
    staff.headers,
  );

describe("the offers for a stay", () => {
  it("price each night of every active plan and category by the plan's rows, else the suite's price", async () => {
    const staff = await desk();
    const attic = await addSuite(api, staff, staff.branchId, ["C3"], 80.5, "Attic");
    const cellar = await addSuite(api, staff, staff.branchId, ["D1"], 60, "Cellar");
    await api.db.update(suites).set({ archivedAt: new Date() }).where(eq(suites.id, cellar.Id));
    const bar = await barOf(staff);
    const nrf = await plan(staff, "NRF", { ParentId: bar, Percent: -10 });
    await plan(staff, "PKG", { ParentId: bar, Amount: 15.5 });
    await plan(staff, "OLD", { Active: false });
    await setNights(staff, bar, "2031-12-26", "2031-12-27", { Price: 150.05 });

    const offers = await offered(staff, "2031-12-25", "2031-12-27");
    expect(offers.map((offer) => [offer.Category, offer.RatePlan, offer.Total, offer.Free])).toEqual([
      ["Attic", "BAR", 161, 1],
      ["Attic", "NRF", 144.9, 1],
      ["Attic", "PKG", 192, 1],
      ["Deluxe", "BAR", 270.05, 2],
      // 150.05 less 10 % is 135.045: rounded half up to the cent.
      ["Deluxe", "NRF", 243.05, 2],
      ["Deluxe", "PKG", 301.05, 2],
    ]);
    expect(offers[4]).toEqual({
      RatePlanId: nrf,
      RatePlan: "NRF",
      SuiteId: staff.deluxe,
      Category: "Deluxe",
      Free: 2,
      Total: 243.05,
      Nights: [
        { Night: "2031-12-25", Price: 108 },
        { Night: "2031-12-26", Price: 135.05 },
      ],
      Refused: [],
      Reasons: [],
    });
    expect(offers[0]?.SuiteId).toBe(attic.Id);
  });

  it("say in words every restriction that refuses the stay, on the night or day it concerns", async () => {
    const staff = await desk();
    const bar = await barOf(staff);
    await plan(staff, "NRF", { ParentId: bar, Percent: -10 });
    const on = (from: string, to: string, values: object) => setNights(staff, bar, from, to, values);
    await on("2031-12-24", "2031-12-26", { Closed: true });
    await on("2031-12-26", "2031-12-27", { ClosedToArrival: true, MinStay: 3 });
    await on("2031-12-28", "2031-12-29", { ClosedToDeparture: true });
    // Only the arrival night's stay limits count: 30 December's minimum is not this stay's.
    await on("2031-12-29", "2031-12-30", { MaxStay: 2 });
    await on("2031-12-30", "2031-12-31", { MinStay: 5 });

    const closed = ["closed on 2031-12-24", "closed on 2031-12-25"];
    expect(refusedOf(await offered(staff, "2031-12-23", "2031-12-26"))).toEqual({
      "Deluxe BAR": closed,
      // A derived plan sells under its parent's restrictions.
      "Deluxe NRF": closed,
    });
    const friday = await offered(staff, "2031-12-26", "2031-12-28");
    expect(refusedOf(friday)["Deluxe BAR"]).toEqual([
      "closed to arrival on 2031-12-26",
      "closed to departure on 2031-12-28",
      "arrival on Friday needs 3 nights",
    ]);
    expect(friday[0]?.Reasons).toEqual([
      { Reason: "closedToArrival", Night: "2031-12-26", Nights: null },
      { Reason: "closedToDeparture", Night: "2031-12-28", Nights: null },
      { Reason: "minStay", Night: "2031-12-26", Nights: 3 },
    ]);
    expect(refusedOf(await offered(staff, "2031-12-29", "2032-01-01"))["Deluxe BAR"]).toEqual([
      "arrival on Monday allows at most 2 nights",
    ]);
    expect(refusedOf(await offered(staff, "2031-12-29", "2031-12-31"))["Deluxe BAR"]).toEqual([]);
  });

  it("count the rooms free for every night: a stay or a block over one night takes its room", async () => {
    const staff = await desk(["A5", "A6", "A7"]);
    // A5's guest leaves on the arrival's morning, A6's arrives on the second night, A7 is out of order.
    expect((await reserve(staff, "A5", "2031-12-20", "2031-12-26")).statusCode).toBe(201);
    expect((await reserve(staff, "A6", "2031-12-27", "2031-12-29")).statusCode).toBe(201);
    const block = await api.call(
      calls.rooms.block,
      {
        params: { domainId: staff.domainId, branchId: staff.branchId, code: "A7" },
        body: { From: "2031-12-26", To: "2031-12-27", Reason: "Leaking pipe" },
      },
      staff.headers,
    );
    expect(block.statusCode, block.body).toBe(201);

    expect((await offered(staff, "2031-12-26", "2031-12-28")).map((offer) => offer.Free)).toEqual([1]);
    expect((await offered(staff, "2031-12-29", "2031-12-30")).map((offer) => offer.Free)).toEqual([3]);
    expect((await reserve(staff, "A5", "2031-12-26", "2031-12-28")).statusCode).toBe(201);
    const [full] = await offered(staff, "2031-12-26", "2031-12-28");
    expect(full).toMatchObject({ Free: 0, Refused: ["no room free"] });
    expect(full?.Reasons).toEqual([{ Reason: "noRoomFree", Night: null, Nights: null }]);
  });

  it("count days and nights on the branch's clock", async () => {
    const zone = "Pacific/Kiritimati";
    const staff = await desk();
    await inZone(api, staff, zone);
    await awayFromMidnight([zone]);
    const today = dayIn(new Date(), zone);
    const [arrival, departure] = [addDays(today, 20), addDays(today, 22)];
    // A5's guest leaves at 11:00 there on the arrival day, A6's at 13:00: A6 is not free that night.
    for (const [code, leaves] of [
      ["A5", "11:00"],
      ["A6", "13:00"],
    ] as const) {
      const response = await reserve(staff, code, addDays(today, 18), arrival, {
        CheckinDate: instantAt(addDays(today, 18), "14:00", zone).toISOString(),
        CheckoutDate: instantAt(arrival, leaves, zone).toISOString(),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    expect((await offered(staff, arrival, departure)).map((offer) => offer.Free)).toEqual([1]);
    expect((await offered(staff, today, addDays(today, 1))).map((offer) => offer.Free)).toEqual([2]);
    const yesterday = await ask(staff, { arrival: addDays(today, -1), departure: today });
    expectRefusal(yesterday, 400, OfferMessage.arrivalPast);
  });

  it("are read in as many statements for many plans and categories as for one", async () => {
    const sent = async (staff: Staff) => {
      const statements = await statementsSent(api.db, () => offered(staff, "2031-12-25", "2032-01-08"));
      return statements.length;
    };
    const small = await desk(["A5"]);
    const large = await desk(["A5", "A6", "A7"]);
    for (const category of ["Attic", "Family", "Garden"]) {
      await addSuite(api, large, large.branchId, [`${category[0]}1`, `${category[0]}2`], 90, category);
    }
    const bar = await barOf(large);
    for (const code of ["NRF", "PKG", "WKD"]) await plan(large, code, { ParentId: bar, Percent: -5 });
    const few = await sent(small);
    expect(few).toBeGreaterThan(1);
    expect(await sent(large)).toBe(few);
  });

  it("leave out the categories for fewer guests than asked", async () => {
    const staff = await desk();
    const family = await addSuite(api, staff, staff.branchId, ["F1"], 200, "Family");
    const edited = await api.call(calls.suites.update, { body: { ...family, MaxAdults: 4 } }, staff.headers);
    expect(edited.statusCode, edited.body).toBe(200);
    const categories = async (adults?: number) =>
      (await offered(staff, "2031-12-25", "2031-12-26", adults)).map((offer) => offer.Category);
    expect(await categories()).toEqual(["Deluxe", "Family"]);
    expect(await categories(2)).toEqual(["Deluxe", "Family"]);
    expect(await categories(3)).toEqual(["Family"]);
    expect(await categories(5)).toEqual([]);
  });

  it("refuse in words a stay that is not one, and another domain's branch as absent", async () => {
    const staff = await desk();
    const stay = { arrival: "2031-12-25", departure: "2031-12-27" };
    const refused = async (query: object, status: number, message: string) =>
      expectRefusal(await ask(staff, { ...stay, ...query }), status, message);
    await refused({ arrival: "2020-01-01" }, 400, OfferMessage.arrivalPast);
    await refused({ arrival: "Christmas" }, 400, RateMessage.day("arrival"));
    await refused({ departure: "2031-12-25" }, 400, RateMessage.departureAfterArrival);
    await refused({ adults: 0 }, 400, RateMessage.adults);
    await refused({ departure: "2033-12-25" }, 400, BookingMessage.tooLong(api.config.maxStayNights));

    const other = await signedInUser(api);
    const theirs = await createBranch(api.db, other);
    expectRefusal(await ask(staff, stay, { branchId: theirs.id }), 404, BranchMessage.notFound);
    expectRefusal(await ask(staff, stay, { domainId: other.domainId }), 404, DomainMessage.notFound);
    const anonymous = await api.call(calls.offers.offers, {
      params: { domainId: staff.domainId, branchId: staff.branchId },
      query: stay,
    });
    expectRefusal(anonymous, 401, AuthMessage.unauthenticated);
  });
});

describe("a reservation or walk-in under a plan that refuses the stay", () => {
  it("is refused with the offers' reasons and writes nothing", async () => {
    const staff = await desk();
    const bar = await barOf(staff);
    const nrf = await plan(staff, "NRF", { ParentId: bar, Percent: -10 });
    await setNights(staff, bar, "2031-12-26", "2031-12-27", { ClosedToArrival: true, MinStay: 2 });

    const reasons = ["closed to arrival on 2031-12-26", "arrival on Friday needs 2 nights"];
    for (const RatePlanId of [bar, nrf]) {
      const response = await reserve(staff, "A5", "2031-12-26", "2031-12-27", { RatePlanId });
      expectRefusal(response, 409, RateMessage.refused(reasons));
      expect(response.json()).toMatchObject({ code: "rate_refused", values: { reasons } });
    }
    await awayFromMidnight(["UTC"]);
    const today = new Date().toISOString().slice(0, 10);
    await setNights(staff, bar, today, addDays(today, 1), { Closed: true });
    const walkedIn = await api.call(calls.bookings.create, { body: walkIn(staff) }, staff.headers);
    expectRefusal(walkedIn, 409, RateMessage.refused([`closed on ${today}`]));

    const list = await api.call(
      calls.bookings.list,
      { params: { domainId: staff.domainId, branchId: staff.branchId, page: 1, pageSize: 10 } },
      staff.headers,
    );
    expect(list.json()).toMatchObject({ Count: 0 });
    // A stay the plan sells is booked: the day after, arrival is open.
    expect((await reserve(staff, "A5", "2031-12-27", "2031-12-28")).statusCode).toBe(201);
  });
});
