import {
  AccessMessage,
  AuditMessage,
  addDays,
  calls,
  DomainMessage,
  dayIn,
  ListMessage,
  PagingMessage,
} from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frontDesk, walkIn } from "../../../test/front-desk.js";
import { type Api, type Headers, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { auditorOf, trailOf } from "../../../test/trail.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/**
 * A front desk whose staff signed in, added a suite and checked in Adèle and Bob; then its
 * auditor signed in: five entries.
 */
async function hotel() {
  const staff = await frontDesk(api, ["A5", "A6"]);
  const book = async (FirstName: string, SuiteCode: string) => {
    const response = await api.call(
      calls.bookings.create,
      { body: walkIn(staff, { FirstName, SuiteCode }) },
      staff.headers,
    );
    expect(response.statusCode).toBe(201);
    return response.json().Id as string;
  };
  const adele = await book("Adèle", "A5");
  const bob = await book("Bob", "A6");
  return { staff, adele, bob, auditor: await auditorOf(api, staff) };
}

const listOf = (
  reader: { headers: Headers; domainId: string },
  query: Record<string, unknown> = {},
  page = 1,
  pageSize = 10,
) =>
  api.call(
    calls.audit.list,
    { params: { domainId: reader.domainId, page, pageSize }, query },
    reader.headers,
  );

describe("the audit trail", () => {
  it("lists the domain's entries newest first, a page at a time, with the count of them all", async () => {
    const { auditor, staff, adele, bob } = await hotel();
    const first = await listOf(auditor, {}, 1, 2);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      Count: 5,
      Entries: [
        { Action: "login", ActorId: auditor.userId },
        { Action: "create", EntityId: bob },
      ],
    });
    expect((await listOf(auditor, {}, 2, 2)).json()).toMatchObject({
      Count: 5,
      Entries: [{ EntityId: adele }, { Entity: "suite", Action: "create" }],
    });
    const last = (await listOf(auditor, {}, 3, 2)).json();
    expect(last).toMatchObject({ Count: 5, Entries: [{ Action: "login", ActorId: staff.userId }] });
  });

  it("finds by the actor, the action or the record's name in any case and accent, and counts what it found", async () => {
    const { auditor, staff, adele } = await hotel();
    const found = (await listOf(auditor, { q: "ADELE" })).json();
    expect(found).toMatchObject({
      Count: 1,
      Entries: [{ EntityId: adele, Label: expect.stringMatching(/^Adèle /) }],
    });
    expect((await listOf(auditor, { q: staff.username })).json().Count).toBe(4);
    expect((await listOf(auditor, { q: "nobody at all" })).json()).toEqual({ Count: 0, Entries: [] });
  });

  it("filters by entity, record, actor and days in the time zone asked", async () => {
    const { auditor, staff, bob } = await hotel();
    expect((await trailOf(api, auditor, { entity: "suite" })).map((entry) => entry.Entity)).toEqual([
      "suite",
    ]);
    expect((await trailOf(api, auditor, { entityId: bob })).map((entry) => entry.EntityId)).toEqual([bob]);
    expect(await trailOf(api, auditor, { actorId: staff.userId })).toHaveLength(4);
    const [signIn, ...more] = await trailOf(api, auditor, { actorId: auditor.userId });
    expect([signIn?.Action, more]).toEqual(["login", []]);
    // Kiritimati is 25 hours ahead of Pago Pago: its today is never theirs.
    const today = dayIn(new Date(), "Pacific/Kiritimati");
    expect(
      await trailOf(api, auditor, { from: today, to: today, timeZone: "Pacific/Kiritimati" }),
    ).toHaveLength(5);
    expect(await trailOf(api, auditor, { from: today, to: today, timeZone: "Pacific/Pago_Pago" })).toEqual(
      [],
    );
    expect(await trailOf(api, auditor, { from: addDays(today, 1), timeZone: "Pacific/Kiritimati" })).toEqual(
      [],
    );
    expect(await trailOf(api, auditor, { to: addDays(today, -1), timeZone: "Pacific/Kiritimati" })).toEqual(
      [],
    );
  });

  it("is refused without VIEW_AUDIT (403)", async () => {
    const { staff } = await hotel();
    expectRefusal(await listOf(staff), 403, AccessMessage.forbidden);
  });

  it("never shows another domain's entries, whatever is searched, and answers its id with 404", async () => {
    const mine = await hotel();
    const theirs = await hotel();
    const seen = await trailOf(api, mine.auditor, { q: "Bob" });
    expect(seen.map((entry) => entry.EntityId)).toEqual([mine.bob]);
    expect(await trailOf(api, mine.auditor, { entityId: theirs.bob })).toEqual([]);
    expectRefusal(
      await listOf({ ...mine.auditor, domainId: theirs.staff.domainId }),
      404,
      DomainMessage.notFound,
    );
  });

  it.each([
    [{ q: "x".repeat(101) }, ListMessage.q],
    [{ entity: "receipt" }, AuditMessage.entity],
    [{ entityId: "x".repeat(101) }, ListMessage.text("entityId")],
    [{ actorId: "someone" }, ListMessage.id("actorId")],
    [{ from: "2030-02-30" }, ListMessage.day("from")],
    [{ to: "soon" }, ListMessage.day("to")],
    [{ from: "2030-03-12", to: "2030-03-11" }, ListMessage.toBeforeFrom],
    [{ timeZone: "Mars/Olympus_Mons" }, ListMessage.timeZone("timeZone")],
  ])("answers %j with 400 naming the parameter", async (query, message) => {
    const { auditor } = await hotel();
    expectRefusal(await listOf(auditor, query), 400, message);
  });

  it.each([
    [0, 10, PagingMessage.page],
    [1, 101, PagingMessage.pageSize],
  ])("answers page %i of %i with 400", async (page, pageSize, message) => {
    const { auditor } = await hotel();
    expectRefusal(await listOf(auditor, {}, page, pageSize), 400, message);
  });
});
