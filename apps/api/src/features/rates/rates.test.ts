import {
  AccessMessage,
  ALL_PERMISSIONS,
  addDays,
  calls,
  DomainMessage,
  dayIn,
  Permission,
  RateMessage,
} from "@concierge/contract";
import { and, countDistinct, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBranch, signedInUser } from "../../../test/factories.js";
import { addSuite } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import {
  addPlan,
  calendarOf,
  cellsOf,
  type RateDesk,
  rateDesk,
  sendRates,
  setRates,
} from "../../../test/rate-desk.js";
import { expectRefusal } from "../../../test/refusal.js";
import { one } from "../../db/one.js";
import { auditEntries, rateSettings, rates } from "../../db/schema/index.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const weekend = { From: "2030-12-01", To: "2030-12-25", Weekdays: [5, 6] };
const inA5 = (desk: RateDesk) => ({ RatePlanId: desk.bar.Id, SuiteIds: [desk.suite.Id] });

describe("prices set over a range and weekdays", () => {
  it("price those nights alone, and the calendar says where each price comes from", async () => {
    const desk = await rateDesk(api);
    const nref = await addPlan(api, desk, { Code: "NREF", ParentId: desk.bar.Id, Percent: -10 });
    const free = await addPlan(api, desk, { Code: "FREE", ParentId: desk.bar.Id, Amount: -200 });
    const plus = await addPlan(api, desk, { Code: "PLUS", ParentId: desk.bar.Id, Amount: 12.34 });
    // Fridays and Saturdays from 1 to 24 December: the 6th, 7th, 13th, 14th, 20th and 21st.
    expect(await setRates(api, desk, { ...inA5(desk), ...weekend, Price: 100.05 })).toBe(6);

    const calendar = await calendarOf(api, desk, { from: "2030-12-05", days: 4 });
    expect(calendar).toMatchObject({ From: "2030-12-05", Days: 4 });
    expect(calendar.Plans.map((plan) => plan.Code)).toEqual(["BAR", "FREE", "NREF", "PLUS"]);
    expect(calendar.Cells).toHaveLength(4 * 4);
    const set = { From: "2030-12-01", To: "2030-12-25", Weekdays: [5, 6] };
    const open = {
      Closed: false,
      ClosedToArrival: false,
      ClosedToDeparture: false,
      MinStay: null,
      MaxStay: null,
    };
    const bar = cellsOf(calendar, desk.bar.Id, desk.suite.Id);
    expect(bar["2030-12-05"]).toEqual({
      RatePlanId: desk.bar.Id,
      SuiteId: desk.suite.Id,
      Night: "2030-12-05",
      Price: 120,
      ...open,
      Source: "suite",
      Set: null,
    });
    expect(bar["2030-12-06"]).toMatchObject({ Price: 100.05, Source: "set", Set: set });
    expect(bar["2030-12-07"]).toMatchObject({ Price: 100.05, Source: "set", Set: set });
    expect(bar["2030-12-08"]).toMatchObject({ Price: 120, Source: "suite", Set: null });
    // 10 % off 100.05 is 90.045: rounded half up to the cent.
    const saver = cellsOf(calendar, nref.Id, desk.suite.Id);
    expect(saver["2030-12-06"]).toMatchObject({ Price: 90.05, Source: "derived", Set: set });
    expect(saver["2030-12-05"]).toMatchObject({ Price: 108, Source: "derived", Set: null });
    const prices = (planId: string) =>
      Object.values(cellsOf(calendar, planId, desk.suite.Id)).map((cell) => cell.Price);
    expect(prices(free.Id)).toEqual([0, 0, 0, 0]);
    expect(prices(plus.Id)).toEqual([132.34, 112.39, 112.39, 132.34]);
  });

  it("change only the fields named; a price of null gives the nights back to the suite's price", async () => {
    const desk = await rateDesk(api);
    const nref = await addPlan(api, desk, { Code: "NREF", ParentId: desk.bar.Id, Percent: -10 });
    const eve = { ...inA5(desk), From: "2030-12-24", To: "2030-12-25" };
    const night = async (planId = desk.bar.Id) =>
      cellsOf(await calendarOf(api, desk, { from: "2030-12-24", days: 1 }), planId, desk.suite.Id)[
        "2030-12-24"
      ];

    expect(await setRates(api, desk, { ...eve, Closed: true, ClosedToArrival: true })).toBe(1);
    expect(await night()).toMatchObject({ Price: 120, Source: "suite", Closed: true, ClosedToArrival: true });
    await setRates(api, desk, {
      ...inA5(desk),
      From: "2030-12-20",
      To: "2030-12-28",
      MinStay: 3,
      MaxStay: 7,
    });
    await setRates(api, desk, { ...eve, Price: 200, ClosedToDeparture: true });
    const priced = {
      Price: 200,
      Source: "set",
      Closed: true,
      ClosedToArrival: true,
      ClosedToDeparture: true,
    };
    expect(await night()).toMatchObject({ ...priced, MinStay: 3, MaxStay: 7 });
    // A derived plan's nights take its parent's restrictions.
    expect(await night(nref.Id)).toMatchObject({ ...priced, Price: 180, Source: "derived", MinStay: 3 });

    await setRates(api, desk, { ...eve, Price: null, Closed: false, MinStay: null });
    expect(await night()).toMatchObject({
      Price: 120,
      Source: "suite",
      Set: null,
      Closed: false,
      ClosedToArrival: true,
      MinStay: null,
      MaxStay: 7,
    });
  });

  it("set a year of one plan for 10 suites in one call, one row per suite and night", async () => {
    const desk = await rateDesk(api);
    const more = await Promise.all(
      Array.from({ length: 9 }, (_, i) => addSuite(api, desk, desk.branchId, [`B${i}`], 90, `Category ${i}`)),
    );
    const SuiteIds = [desk.suite.Id, ...more.map((suite) => suite.Id)];
    const year = { RatePlanId: desk.bar.Id, SuiteIds, From: "2031-01-01", To: "2032-01-01" };
    expect(await setRates(api, desk, { ...year, Price: 150 })).toBe(3650);

    const written = one(
      await api.db
        .select({
          rows: sql<number>`count(*)::int`,
          nights: countDistinct(rates.night),
          suites: countDistinct(rates.suiteId),
          settings: countDistinct(rates.priceSetId),
          prices: sql<number[]>`array_agg(distinct ${rates.price})`,
        })
        .from(rates)
        .where(and(eq(rates.domainId, desk.domainId), eq(rates.ratePlanId, desk.bar.Id))),
    );
    expect(written).toEqual({ rows: 3650, nights: 365, suites: 10, settings: 1, prices: [15000] });
    const [setting] = await api.db
      .select()
      .from(rateSettings)
      .where(eq(rateSettings.domainId, desk.domainId));
    expect(setting).toMatchObject({ from: "2031-01-01", to: "2032-01-01", weekdays: [] });
    const [entry] = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.domainId, desk.domainId), eq(auditEntries.entity, "rates")));
    expect(entry).toMatchObject({ action: "update", entityId: desk.bar.Id });
    expect(entry?.changes).toMatchObject({
      Price: [null, 150],
      Nights: [null, 3650],
      From: [null, "2031-01-01"],
    });
  });

  it("are refused in words, and change nothing", async () => {
    const desk = await rateDesk(api);
    const nref = await addPlan(api, desk, { Code: "NREF", ParentId: desk.bar.Id, Percent: -10 });
    const annexe = await createBranch(api.db, desk);
    const elsewhere = await addSuite(api, desk, annexe.id, ["Z1"]);
    const outsider = await signedInUser(api, {
      permissions: ALL_PERMISSIONS.filter((held) => held !== Permission.GLOBAL),
    });
    const theirs = await rateDesk(api);
    const clerk = await signedInUser(api, { domain: desk, permissions: [Permission.MANAGE_BOOKINGS] });
    const before = await calendarOf(api, desk, { from: "2030-12-01", days: 31 });
    const body = { ...inA5(desk), ...weekend, Price: 99 };

    expectRefusal(
      await sendRates(api, desk, { ...body, RatePlanId: nref.Id }),
      409,
      RateMessage.derivedPriced("NREF"),
    );
    for (const SuiteIds of [[elsewhere.Id], [desk.suite.Id, theirs.suite.Id], ["not-an-id"]]) {
      expectRefusal(await sendRates(api, desk, { ...body, SuiteIds }), 400, RateMessage.suiteNotFound);
    }
    expectRefusal(
      await sendRates(api, desk, { ...body, RatePlanId: theirs.bar.Id }),
      404,
      RateMessage.notFound,
    );
    expectRefusal(await sendRates(api, clerk, body), 403, AccessMessage.forbidden);
    expectRefusal(
      await sendRates(api, { ...outsider, ...desk, headers: outsider.headers }, body),
      404,
      DomainMessage.notFound,
    );
    expectRefusal(
      await sendRates(api, desk, { ...body, From: "2030-01-01", To: "2032-01-03" }),
      400,
      RateMessage.rangeMax,
    );
    expectRefusal(await sendRates(api, desk, { ...inA5(desk), ...weekend }), 400, RateMessage.nothingSet);
    expectRefusal(
      await sendRates(api, desk, { ...body, MinStay: 5, MaxStay: 2 }),
      400,
      RateMessage.stayBounds,
    );
    expect(await calendarOf(api, desk, { from: "2030-12-01", days: 31 })).toEqual(before);
  });
});

describe("the rate calendar", () => {
  it("shows the active plans and the archived ones priced in its nights, from today for 14 nights", async () => {
    const desk = await rateDesk(api);
    const gone = await addPlan(api, desk, { Code: "GONE", Active: false });
    const kept = await addPlan(api, desk, { Code: "KEPT" });
    await setRates(api, desk, { RatePlanId: kept.Id, SuiteIds: [desk.suite.Id], ...weekend, Price: 80 });
    await api.call(calls.rates.updatePlan, { body: { ...kept, Active: false } }, desk.headers);

    const today = await calendarOf(api, desk, {});
    expect(today).toMatchObject({ From: dayIn(new Date(), "UTC"), Days: 14 });
    expect(today.Plans.map((plan) => plan.Code)).toEqual(["BAR"]);
    const december = await calendarOf(api, desk, { from: "2030-12-01", days: 62 });
    expect(december.Plans.map((plan) => [plan.Code, plan.Active])).toEqual([
      ["BAR", true],
      ["KEPT", false],
    ]);
    expect(december.Cells.at(-1)?.Night).toBe(addDays("2030-12-01", 61));
    expect(gone.Active).toBe(false);
    const params = { domainId: desk.domainId, branchId: desk.branchId };
    expectRefusal(
      await api.call(calls.rates.calendar, { params, query: { days: 63 } }, desk.headers),
      400,
      RateMessage.days,
    );
  });

  it("is read by any staff of the domain, and by no one of another", async () => {
    const desk = await rateDesk(api);
    const clerk = await signedInUser(api, { domain: desk, permissions: [Permission.MANAGE_BOOKINGS] });
    expect((await calendarOf(api, clerk, { from: "2030-12-01", days: 2 })).Cells).toHaveLength(2);
    const outsider = await signedInUser(api, {
      permissions: ALL_PERMISSIONS.filter((held) => held !== Permission.GLOBAL),
    });
    const params = { domainId: desk.domainId, branchId: desk.branchId };
    expectRefusal(
      await api.call(calls.rates.calendar, { params }, outsider.headers),
      404,
      DomainMessage.notFound,
    );
  });
});
