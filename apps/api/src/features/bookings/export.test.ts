import { calls } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exported } from "../../../test/exports.js";
import { frontDesk, inZone, storedStay } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe("the bookings' export", () => {
  it("gives times on the branch's clock with its offset, then the branch's name, the nights and their total", async () => {
    const staff = await frontDesk(api);
    await inZone(api, staff, "Asia/Dubai");
    await storedStay(
      api,
      staff,
      { code: "A5" },
      new Date("2026-12-02T08:00:00Z"),
      new Date("2026-12-05T07:30:00Z"),
      new Date("2026-12-05T06:15:00Z"),
      { rate: 12_345 },
    );
    // Arrives and leaves the same day: one night's charge.
    await storedStay(
      api,
      staff,
      { code: "A6" },
      new Date("2026-12-10T06:00:00Z"),
      new Date("2026-12-10T14:00:00Z"),
      null,
      {
        rate: 10_000,
        status: "reserved",
      },
    );

    const { header, rows } = await exported(
      api,
      calls.bookings.list,
      {
        params: { domainId: staff.domainId, branchId: staff.branchId, page: 1, pageSize: 10 },
        query: { sort: "CheckinDate" },
      },
      staff.headers,
    );

    // The columns existing readers know, in their order, then the new ones at the end.
    expect(header.slice(0, 3)).toEqual(["Id", "DomainId", "BranchId"]);
    expect(header.slice(-8)).toEqual([
      "Rate",
      "Branch",
      "Nights",
      "Total",
      "ProfileId",
      "Notes",
      "RatePlanId",
      "Version",
    ]);
    const [stay, dayUse] = rows.map((row) => Object.fromEntries(header.map((field, at) => [field, row[at]])));
    expect(stay).toMatchObject({
      CheckinDate: "2026-12-02T12:00:00+04:00",
      CheckoutDate: "2026-12-05T11:30:00+04:00",
      CheckedOutDate: "2026-12-05T10:15:00+04:00",
      Rate: "123.45",
      Branch: "Head office",
      Nights: "3",
      Total: "370.35",
    });
    expect(dayUse).toMatchObject({ CheckedOutDate: "", Nights: "1", Total: "100" });
  });
});
