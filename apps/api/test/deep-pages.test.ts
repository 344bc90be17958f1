import { type Call, calls, Permission } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBranch, createRole, createUser, signedInUser } from "./factories.js";
import { addSuite, DAY, storedStay } from "./front-desk.js";
import { type Api, startApi } from "./harness.js";

// Pages after the first are cut otherwise than page 1 (a deferred join, in
// lib/lists/statements.ts): walked a few rows at a time, each list must give what one page of them all gives,
// in the same order, ties included, and nothing of another branch or domain.

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Staff = Awaited<ReturnType<typeof signedInUser>>;
type Answer = Record<string, unknown> & { Count: number };

const itemsOf = (answer: Answer) => Object.values(answer).find(Array.isArray) as unknown[];

async function pageOf(call: Call, staff: Staff, params: object, query: object) {
  const response = await api.call(call, { params, query } as never, staff.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Answer;
}

/** The list as one page of 100 shows it, and as pages of 3 show it one after the other. */
async function walked(call: Call, staff: Staff, params: object, query: object = {}) {
  const whole = await pageOf(call, staff, { ...params, page: 1, pageSize: 100 }, query);
  const pages: unknown[] = [];
  for (let page = 1; page <= Math.ceil(whole.Count / 3) + 1; page++) {
    const answer = await pageOf(call, staff, { ...params, page, pageSize: 3 }, query);
    expect(answer.Count).toBe(whole.Count);
    pages.push(...itemsOf(answer));
  }
  return { whole: itemsOf(whole), pages };
}

const day = (days: number) => new Date(Date.UTC(2030, 2, 10) + days * DAY);

/** Fourteen stays in rooms A5 and A6 (pairs sharing a check-in), one of them cancelled. */
async function stays(staff: Staff, branchId: string, names: string) {
  for (let i = 0; i < 7; i++) {
    for (const code of ["A5", "A6"]) {
      const status = i === 3 && code === "A6" ? "cancelled" : i < 5 ? "checked-out" : "in-house";
      await storedStay(
        api,
        staff,
        { code, branchId },
        day(i * 3),
        day(i * 3 + 2),
        status === "checked-out" ? day(i * 3 + 2) : null,
        { status, firstName: `${names} ${(i * 7 + code.length) % 5}` },
      );
    }
  }
}

describe("a list walked page by page", () => {
  it("gives the branch's bookings of one page, in every order and filter, and none of another branch or domain", async () => {
    const staff = await signedInUser(api, {
      permissions: [Permission.MANAGE_BOOKINGS, Permission.MANAGE_SUITES],
    });
    await addSuite(api, staff, staff.branchId, ["A5", "A6"]);
    await stays(staff, staff.branchId, "Guest");
    const annex = await createBranch(api.db, staff);
    await addSuite(api, staff, annex.id, ["A5", "A6"]);
    await stays(staff, annex.id, "Annex");
    const stranger = await signedInUser(api, { permissions: [Permission.MANAGE_SUITES] });
    await addSuite(api, stranger, stranger.branchId, ["A5", "A6"]);
    await stays(stranger, stranger.branchId, "Stranger");
    const params = { domainId: staff.domainId, branchId: staff.branchId };
    for (const query of [
      {},
      { sort: "-CheckoutDate" },
      { sort: "CheckinDate" },
      { sort: "FirstName" },
      { sort: "-Status" },
      { status: "checked-out" },
      { inHouse: "true" },
      { q: "guest 1" },
    ]) {
      const { whole, pages } = await walked(calls.bookings.list, staff, params, query);
      expect(pages, JSON.stringify(query)).toEqual(whole);
      expect(whole.length, JSON.stringify(query)).toBeGreaterThan(0);
      for (const booking of pages) expect(booking).toMatchObject({ BranchId: staff.branchId });
    }
    expect((await walked(calls.bookings.list, staff, params)).pages).toHaveLength(13);
  });

  it("gives the users, branches, suites, roles and audit entries of one page, and none of another domain", async () => {
    const permissions = [Permission.MANAGE_USERS, Permission.MANAGE_BRANCHES, Permission.MANAGE_SUITES];
    const staff = await signedInUser(api, {
      permissions: [...permissions, Permission.MANAGE_ROLES, Permission.VIEW_AUDIT],
    });
    const stranger = await signedInUser(api, { permissions });
    for (const owner of [staff, stranger]) {
      for (let i = 0; i < 7; i++) {
        // Two of each name: the id breaks the tie.
        const branch = await createBranch(api.db, owner, { name: `Branch ${i % 4}` });
        await createRole(api.db, owner, [], `Role ${i % 4} ${owner.username}`);
        await createUser(api.db, { domain: { ...owner, branchId: branch.id } });
        await addSuite(api, owner, branch.id, [`S${i}`], 100 + (i % 3), `Category ${i % 4}`);
      }
    }
    const params = { domainId: staff.domainId };
    for (const [call, queries] of [
      [calls.users.list, [{}, { sort: "-Username" }, { activated: "true" }]],
      [calls.branches.list, [{}, { sort: "-Name" }]],
      [calls.suites.list, [{}, { sort: "Price" }, { minPrice: "101" }]],
      [calls.roles.list, [{}, { sort: "-RoleName" }]],
      [calls.audit.list, [{}, { entity: "suite" }]],
    ] as const) {
      for (const query of queries) {
        const { whole, pages } = await walked(call, staff, params, query);
        expect(pages, `${call.path} ${JSON.stringify(query)}`).toEqual(whole);
        expect(whole.length, `${call.path} ${JSON.stringify(query)}`).toBeGreaterThan(3);
      }
    }
  });
});
