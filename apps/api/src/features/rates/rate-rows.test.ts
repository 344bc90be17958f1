import { Permission } from "@concierge/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { addSuite } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { plansOf } from "../../../test/rate-desk.js";
import { rates } from "../../db/schema/index.js";
import { sqlState, violatedConstraint } from "../../lib/db-errors.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** What the database says of a failed write: its SQLSTATE and constraint. */
const refusalOf = (write: Promise<unknown>) =>
  write.then(
    () => "written",
    (error: unknown) => `${sqlState(error)} ${violatedConstraint(error)}`,
  );

describe("a plan's night in the database", () => {
  it("is one row per plan, suite and night, and its price is never negative", async () => {
    const staff = await signedInUser(api, { permissions: [Permission.MANAGE_SUITES] });
    const suite = await addSuite(api, staff, staff.branchId, ["A5"]);
    const ratePlanId = (await plansOf(api, staff))[0]?.Id ?? "";
    // Written straight, as a bulk import would: the database alone stands in the way.
    const night = (night: string, price: number) =>
      api.db.insert(rates).values({
        domainId: staff.domainId,
        branchId: staff.branchId,
        ratePlanId,
        suiteId: suite.Id,
        night,
        price,
      });

    expect(await refusalOf(night("2031-12-24", 15000))).toBe("written");
    expect(await refusalOf(night("2031-12-24", 16000))).toBe(
      "23505 rates_domain_id_rate_plan_id_suite_id_night_pk",
    );
    expect(await refusalOf(night("2031-12-25", -1))).toBe("23514 rates_price_not_negative");
    const kept = await api.db
      .select({ night: rates.night, price: rates.price })
      .from(rates)
      .where(eq(rates.suiteId, suite.Id));
    expect(kept).toEqual([{ night: "2031-12-24", price: 15000 }]);
  });
});
