import { type Call, calls, Permission } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "./factories.js";
import { addSuite, storedStay } from "./front-desk.js";
import { type Api, startApi } from "./harness.js";
import { dataUrl, png } from "./image-samples.js";
import { statementsSent } from "./statements.js";

// Every list is served the same way (lib/lists): after the session's lookup, its page and its count
// are one statement, page 1 as deeper pages; an empty page asks for its count apart.

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Staff = Awaited<ReturnType<typeof signedInUser>>;

async function sent(staff: Staff, call: Call, params: object, query: object = {}) {
  let status = 0;
  const statements = await statementsSent(api.db, async () => {
    const response = await api.call(call, { params, query } as never, staff.headers);
    status = response.statusCode;
  });
  expect(status, call.path).toBe(200);
  return statements.slice(1);
}

describe("a list's page", () => {
  it("is one statement with its count, for each of the nine lists, first or deeper page", async () => {
    const staff = await signedInUser(api, {
      permissions: [
        Permission.MANAGE_BOOKINGS,
        Permission.MANAGE_SUITES,
        Permission.MANAGE_BRANCHES,
        Permission.MANAGE_ROLES,
        Permission.MANAGE_USERS,
        Permission.MANAGE_IMAGES,
        Permission.VIEW_AUDIT,
        Permission.VIEW_DOMAINS,
        Permission.MANAGE_GUESTS,
      ],
    });
    await addSuite(api, staff, staff.branchId, ["A5", "A6"]);
    await addSuite(api, staff, staff.branchId, ["B1"]);
    for (const day of [1, 5]) {
      await storedStay(
        api,
        staff,
        { code: "A5" },
        new Date(Date.UTC(2030, 0, day)),
        new Date(Date.UTC(2030, 0, day + 2)),
      );
    }
    for (const LastName of ["Eze", "Obi"]) {
      const body = { DomainId: staff.domainId, Title: "Mr", FirstName: "Chidi", LastName };
      expect((await api.call(calls.guests.create, { body }, staff.headers)).statusCode).toBe(201);
    }
    for (const name of ["Pool", "Lobby"]) {
      const body = { name, image: dataUrl("image/png", png) };
      expect((await api.call(calls.images.upload, { body }, staff.headers)).statusCode).toBe(201);
    }
    const inDomain = { domainId: staff.domainId };
    const lists: [Call, object, number][] = [
      [calls.bookings.list, { ...inDomain, branchId: staff.branchId }, 2],
      [calls.suites.list, inDomain, 2],
      [calls.images.list, inDomain, 2],
      [calls.audit.list, inDomain, 2],
      [calls.roles.list, inDomain, 1],
      [calls.branches.list, inDomain, 1],
      [calls.users.list, inDomain, 1],
      [calls.domains.list, {}, 1],
      [calls.guests.list, inDomain, 2],
    ];
    for (const [call, params, rows] of lists) {
      // Suites read their room codes apart, guests their stays, in one statement for the page's rows.
      const own = call === calls.suites.list || call === calls.guests.list ? 2 : 1;
      for (let page = 1; page <= rows; page++) {
        const at = { ...params, page, [call === calls.domains.list ? "size" : "pageSize"]: 1 };
        const statements = await sent(staff, call, at);
        expect(statements, `${call.path} page ${page}`).toHaveLength(own);
        expect(statements[0], call.path).toMatch(/count\(\*\)|booking_tallies/);
      }
      const past = await sent(staff, call, {
        ...params,
        page: 99,
        [call === calls.domains.list ? "size" : "pageSize"]: 1,
      });
      // The bookings' empty page reads its branch too: a branch that is not there finds nothing.
      expect(past, `${call.path} past its last page`).toHaveLength(call === calls.bookings.list ? 3 : 2);
    }
  });
});
