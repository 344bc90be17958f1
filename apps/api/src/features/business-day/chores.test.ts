import { randomUUID } from "node:crypto";
import { ANONYMISED, calls, dayIn, IDEMPOTENCY_HEADER, Permission } from "@concierge/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBranch, createDomain, signedInUser } from "../../../test/factories.js";
import { type Api, startApi } from "../../../test/harness.js";
import { one } from "../../db/one.js";
import { branchEvents, guestIdScans, guests } from "../../db/schema/index.js";
import { publish } from "../../lib/live-changes.js";
import { dayChores } from "./chores.js";

let api: Api;

const today = () => dayIn(new Date(), "UTC");

beforeAll(async () => {
  api = await startApi({ env: { GUEST_RETENTION_MONTHS: "6" } });
});
afterAll(() => api.close());

/** A profile made a year ago that never stayed, and a scan no booking took uploaded two days ago. */
async function dueInDomain(domainId: string) {
  const guest = one(
    await api.db
      .insert(guests)
      .values({ domainId, firstName: "Long", lastName: "Gone", createdAt: sql`now() - interval '1 year'` })
      .returning(),
  );
  const scan = one(
    await api.db
      .insert(guestIdScans)
      .values({
        domainId,
        key: `${domainId}/x.png`,
        contentType: "image/png",
        size: 1,
        createdAt: sql`now() - interval '2 days'`,
      })
      .returning(),
  );
  return { guestId: guest.id, scanId: scan.id };
}

describe("the day's chores", () => {
  it("anonymize the domain's guests past their retention and delete its expired scans, no other domain's", async () => {
    const [mine, other] = [await createDomain(api.db), await createDomain(api.db)];
    const [due, untouched] = [await dueInDomain(mine.domainId), await dueInDomain(other.domainId)];

    expect(await dayChores(api.db, api.app.scans, mine.domainId, api.config)).toEqual({
      anonymized: 1,
      scansDeleted: 1,
      eventsPurged: 0,
    });
    expect(await dayChores(api.db, api.app.scans, mine.domainId, api.config)).toEqual({
      anonymized: 0,
      scansDeleted: 0,
      eventsPurged: 0,
    });

    const names = await api.db
      .select({ id: guests.id, lastName: guests.lastName })
      .from(guests)
      .where(inArray(guests.id, [due.guestId, untouched.guestId]));
    expect(names.find((row) => row.id === due.guestId)?.lastName).toBe(ANONYMISED);
    expect(names.find((row) => row.id === untouched.guestId)?.lastName).toBe("Gone");
    const scans = await api.db
      .select({ id: guestIdScans.id })
      .from(guestIdScans)
      .where(inArray(guestIdScans.id, [due.scanId, untouched.scanId]));
    expect(scans).toEqual([{ id: untouched.scanId }]);
  });

  it("anonymize nobody without GUEST_RETENTION_MONTHS", async () => {
    const { domainId } = await createDomain(api.db);
    const { guestId } = await dueInDomain(domainId);
    const config = { ...api.config, guestRetentionMonths: undefined };
    expect((await dayChores(api.db, api.app.scans, domainId, config)).anonymized).toBe(0);
    const [guest] = await api.db.select().from(guests).where(eq(guests.id, guestId));
    expect(guest?.lastName).toBe("Gone");
  });

  it("run once a day closed by staff is committed", async () => {
    const staff = await signedInUser(api, { permissions: [Permission.CLOSE_DAY] });
    const { guestId } = await dueInDomain(staff.domainId);
    const closed = await api.call(
      calls.day.close,
      { params: { domainId: staff.domainId, branchId: staff.branchId }, body: { BusinessDate: today() } },
      { ...staff.headers, [IDEMPOTENCY_HEADER]: randomUUID() },
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const lastName = async () =>
      one(await api.db.select({ lastName: guests.lastName }).from(guests).where(eq(guests.id, guestId)))
        .lastName;
    for (const deadline = Date.now() + 5_000; (await lastName()) !== ANONYMISED && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await lastName()).toBe(ANONYMISED);
  });
});

describe("the day's chores and the live events", () => {
  it("delete the domain's events older than 48 hours and keep the others, and another domain's", async () => {
    const [mine, other] = [await createDomain(api.db), await createDomain(api.db)];
    const second = await createBranch(api.db, mine);
    for (const domain of [mine, other]) {
      await publish(api.db, domain.domainId, "maria.hk", [
        { branchId: domain.branchId, entity: "Room", id: "101", action: "update" },
        { branchId: domain.branchId, entity: "Room", id: "102", action: "update" },
        { branchId: null, entity: "Guest", id: randomUUID(), action: "update" },
      ]);
    }
    const age = (domainId: string, id: number, hours: number) =>
      api.db
        .update(branchEvents)
        .set({ at: sql`now() - make_interval(hours => ${hours})` })
        .where(and(eq(branchEvents.domainId, domainId), eq(branchEvents.id, id)));
    await age(mine.domainId, 1, 49);
    await age(mine.domainId, 2, 47);
    await age(other.domainId, 1, 49);

    expect((await dayChores(api.db, api.app.scans, mine.domainId, api.config)).eventsPurged).toBe(2);
    const left = await api.db
      .select({ domainId: branchEvents.domainId, branchId: branchEvents.branchId, id: branchEvents.id })
      .from(branchEvents)
      .where(sql`${branchEvents.domainId} in (${mine.domainId}, ${other.domainId})`)
      .orderBy(branchEvents.domainId, branchEvents.branchId, branchEvents.id);
    expect(left).toEqual(
      expect.arrayContaining([
        { domainId: mine.domainId, branchId: mine.branchId, id: 2 },
        { domainId: mine.domainId, branchId: mine.branchId, id: 3 },
        { domainId: other.domainId, branchId: other.branchId, id: 1 },
      ]),
    );
    expect(left).toHaveLength(5);
    expect(left).not.toContainEqual({ domainId: mine.domainId, branchId: mine.branchId, id: 1 });
    expect(left).not.toContainEqual({ domainId: mine.domainId, branchId: second.id, id: 1 });
  });
});
