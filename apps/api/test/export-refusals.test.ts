import { randomUUID } from "node:crypto";
import {
  BRANCH_SORTS,
  calls,
  DomainMessage,
  ListMessage,
  PagingMessage,
  Permission,
} from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domains } from "../src/db/schema/index.js";
import { cursorStream } from "../src/lib/cursor.js";
import { branchPage, csv, exported, pageOf, staffPermissions } from "./exports.js";
import { createBranch, createDomain, signedInUser } from "./factories.js";
import { DAY, frontDesk, storedStay } from "./front-desk.js";
import { type Api, startApi } from "./harness.js";
import { expectRefusal } from "./refusal.js";

// CONTRACT, "Lists: search, sort, filter, export": what an export refuses, and whose rows it never holds.

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe("an export's refusals", () => {
  it("answers JSON to a request that does not ask for CSV", async () => {
    const staff = await signedInUser(api, { permissions: staffPermissions });
    for (const accept of [undefined, "application/json", "*/*", "text/html,*/*;q=0.8"]) {
      const headers = accept ? { ...staff.headers, accept } : staff.headers;
      const response = await api.call(calls.roles.list, { params: pageOf(staff) }, headers);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ Count: 1 });
    }
  });

  it("refuses without a session, and without the list's permission, as JSON", async () => {
    const staff = await signedInUser(api, { permissions: [Permission.MANAGE_ROLES] });
    const anonymous = await api.call(calls.roles.list, { params: pageOf(staff) }, csv);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers["content-type"]).toMatch(/^application\/json/);
    const forbidden = await api.call(
      calls.domains.list,
      { params: { page: 1, size: 10 } },
      { ...staff.headers, ...csv },
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers["content-type"]).toMatch(/^application\/json/);
  });

  it.each([
    [calls.branches.list, { sort: "Nope" }, ListMessage.sort(BRANCH_SORTS), {}],
    [calls.branches.list, { q: "x".repeat(101) }, ListMessage.q, {}],
    [calls.branches.list, {}, PagingMessage.pageSize, { pageSize: 0 }],
    [calls.bookings.list, { from: "2026-13-01" }, ListMessage.day("from"), {}],
    [calls.bookings.list, { from: "2026-11-02", to: "2026-11-01" }, ListMessage.toBeforeFrom, {}],
  ])("answers %#: bad parameters with their 400", async (call, query, message, paging) => {
    const staff = await signedInUser(api, { permissions: staffPermissions });
    const params = { ...branchPage(staff), ...paging };
    expectRefusal(await api.call(call, { params, query }, { ...staff.headers, ...csv }), 400, message);
  });

  it("never holds another domain's rows, and answers another domain's id with 404", async () => {
    const staff = await frontDesk(api);
    const stranger = await frontDesk(api);
    const secret = `Secret ${randomUUID()}`;
    await createBranch(api.db, stranger, { name: secret });
    await storedStay(api, stranger, { code: "A5" }, new Date(), new Date(Date.now() + DAY), null, {
      firstName: secret,
    });
    for (const call of [calls.branches.list, calls.bookings.list]) {
      const own = await exported(
        api,
        call,
        { params: branchPage(staff), query: { q: "secret" } },
        staff.headers,
      );
      expect(own.rows).toEqual([]);
      const theirs = await api.call(call, { params: branchPage(stranger) }, { ...staff.headers, ...csv });
      expectRefusal(theirs, 404, DomainMessage.notFound);
    }
    const outsider = await createDomain(api.db);
    const foreignBranch = { ...branchPage(staff), branchId: outsider.branchId };
    const response = await api.call(
      calls.bookings.list,
      { params: foreignBranch },
      { ...staff.headers, ...csv },
    );
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(secret);
  });
});

describe("an export's transaction", () => {
  it("ends when the reader goes away", async () => {
    await createDomain(api.db);
    // More than the stream holds unread: the export waits for a reader that never comes.
    const big = "x".repeat(64 * 1024);
    const stream = await cursorStream(api.db, api.db.select().from(domains).$dynamic(), big, async () => big);
    stream.destroy();
    await new Promise((resolve) => stream.once("close", resolve));
    // On the embedded database an open transaction would hold every other query.
    expect(await api.db.select({ id: domains.id }).from(domains).limit(1)).toHaveLength(1);
  });
});
