import { readFileSync } from "node:fs";
import path from "node:path";
import { calls } from "@concierge/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../src/db/migrate.js";
import { bookings } from "../src/db/schema/index.js";
import { addSuite, frontDesk, walkIn } from "./front-desk.js";
import { type Api, startApi } from "./harness.js";

let api: Api;

// Embedded even in the PostgreSQL project: a backfill runs over every domain's rows.
beforeAll(async () => {
  api = await startApi({ embedded: true });
});
afterAll(() => api.close());

const migration = (name: string) => readFileSync(path.join(migrationsFolder, `${name}.sql`), "utf8");

describe("the hand-written backfills", () => {
  it("0008 gives bookings made before rates were kept their suite's price, to the cent", async () => {
    const staff = await frontDesk(api, ["B1"]);
    await addSuite(api, staff, staff.branchId, ["C1"], 33.33);
    for (const SuiteCode of ["B1", "C1"]) {
      const response = await api.call(
        calls.bookings.create,
        { body: walkIn(staff, { SuiteCode }) },
        staff.headers,
      );
      expect(response.statusCode).toBe(201);
    }
    await api.db.update(bookings).set({ rate: 0 });

    await api.db.execute(sql.raw(migration("0008_booking_rates_of_past_stays")));

    const listed = await api.call(
      calls.bookings.list,
      { params: { domainId: staff.domainId, branchId: staff.branchId, page: 1, pageSize: 10 } },
      staff.headers,
    );
    const rates = Object.fromEntries(
      listed.json().Bookings.map((b: { SuiteCode: string; Rate: number }) => [b.SuiteCode, b.Rate]),
    );
    expect(rates).toEqual({ B1: 120, C1: 33.33 });
  });
});
