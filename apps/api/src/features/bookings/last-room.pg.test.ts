import { calls, ErrorCode, type Offer, Permission } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { addSuite, walkIn } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { addPlan, plansOf } from "../../../test/rate-desk.js";

// Only on PostgreSQL: PGlite runs one transaction at a time, so two bookings never race there.

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe("two reservations of the last free room at once, under two plans", () => {
  it("book it once: one 201, the other 409, and the offers then say no room is free", async () => {
    const staff = await signedInUser(api, {
      permissions: [Permission.MANAGE_BOOKINGS, Permission.MANAGE_SUITES, Permission.MANAGE_RATES],
    });
    await addSuite(api, staff, staff.branchId, ["A5"]);
    const bar = (await plansOf(api, staff))[0]?.Id ?? "";
    const plans = [bar, (await addPlan(api, staff, { Code: "NRF", ParentId: bar, Percent: -10 })).Id];
    const booked = await Promise.all(
      plans.map((RatePlanId) =>
        api.call(
          calls.bookings.reserve,
          {
            body: {
              ...walkIn(staff, { RatePlanId, CheckoutDate: "2031-12-27T11:00:00.000Z" }),
              CheckinDate: "2031-12-24T14:00:00.000Z",
            },
          },
          staff.headers,
        ),
      ),
    );
    expect(booked.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(booked.find((response) => response.statusCode === 409)?.json()).toMatchObject({
      code: ErrorCode.roomTaken,
    });
    const offers = await api.call(
      calls.offers.offers,
      {
        params: { domainId: staff.domainId, branchId: staff.branchId },
        query: { arrival: "2031-12-24", departure: "2031-12-27" },
      },
      staff.headers,
    );
    const free = (offers.json() as { Offers: Offer[] }).Offers.map((offer) => [offer.RatePlan, offer.Free]);
    expect(free).toEqual([
      ["BAR", 0],
      ["NRF", 0],
    ]);
  });
});
