import { calls } from "@concierge/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { frontDesk } from "../../test/front-desk.js";
import { type Api, startApi } from "../../test/harness.js";
import { branchEvents } from "../db/schema/index.js";
import { inDomain } from "./tenancy.js";

// Only on PostgreSQL: PGlite runs one transaction at a time, so no two writes ever number at once.

const CHANGES = 200;
const CLIENTS = 10;

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

it("numbers a branch's events in commit order: a reader never sees one before an earlier number", async () => {
  const codes = Array.from({ length: CLIENTS }, (_, n) => `R${n}`);
  const staff = await frontDesk(api, codes);
  const idsNow = async () =>
    (
      await api.db
        .select({ id: branchEvents.id })
        .from(branchEvents)
        .where(inDomain(branchEvents, staff.domainId, eq(branchEvents.branchId, staff.branchId)))
        .orderBy(asc(branchEvents.id))
    ).map(({ id }) => id);

  let writing = true;
  const seen: number[][] = [];
  const reader = (async () => {
    while (writing) seen.push(await idsNow());
  })();
  const states = ["dirty", "clean"] as const;
  await Promise.all(
    codes.map(async (code) => {
      for (let n = 0; n < CHANGES / CLIENTS; n++) {
        const changed = await api.call(
          calls.rooms.housekeeping,
          {
            params: { domainId: staff.domainId, branchId: staff.branchId, code },
            body: { Housekeeping: states[n % 2] },
          },
          staff.headers,
        );
        expect(changed.statusCode).toBe(200);
      }
    }),
  );
  writing = false;
  await reader;

  const gapless = (ids: number[]) => ids.every((id, n) => id === n + 1);
  expect(seen.length).toBeGreaterThan(1);
  expect(seen.filter((ids) => !gapless(ids))).toEqual([]);
  expect(await idsNow()).toEqual(Array.from({ length: CHANGES }, (_, n) => n + 1));
});
