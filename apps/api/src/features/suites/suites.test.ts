import { randomUUID } from "node:crypto";
import {
  AccessMessage,
  AuthMessage,
  BranchMessage,
  calls,
  DomainMessage,
  Permission,
  SUITE_UTILITY_LIST,
  type Suite,
  SuiteMessage,
} from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBranch, createDomain, signedInUser } from "../../../test/factories.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { tenantRequests } from "../../../test/requests.js";

let api: Api;
let overseer: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  api = await startApi();
  overseer = await signedInUser(api, { permissions: Object.values(Permission) });
});
afterAll(() => api.close());

type Headers = Record<string, string>;

const { list, post, put, remove, rowsOf: suitesOf } = tenantRequests(() => api, calls.suites);
const category = (headers: Headers, name: string) =>
  api.call(calls.suites.category, { params: { category: name } }, headers);
const codes = (headers: Headers, domainId: string) =>
  api.call(calls.suites.codes, { params: { domainId } }, headers);

/** A suite manager in a domain of its own, which starts with one branch (the head office). */
const manager = () => signedInUser(api, { permissions: [Permission.MANAGE_SUITES] });

// In the order SPEC section 5 checks the fields.
const validSuite = (staff: { domainId: string; branchId: string }) => ({
  Codes: ["A5", "A6"],
  DomainId: staff.domainId,
  BranchId: staff.branchId,
  Category: "Deluxe",
  Price: 120,
  Views: ["https://cdn.example.com/deluxe.png"],
  Utilities: ["Internet"],
  Description: "A quiet room over the garden",
});

async function added(staff: { headers: Headers; domainId: string; branchId: string }, change = {}) {
  const response = await post(staff.headers, { ...validSuite(staff), ...change });
  expect(response.statusCode).toBe(201);
  return response.json() as Suite;
}

describe("adding a suite", () => {
  it("stores the trimmed fields, each code, view and utility once, and lists it", async () => {
    const staff = await manager();
    const created = await post(staff.headers, {
      ...validSuite(staff),
      Codes: [" A5", "A6", "a5"],
      Category: " Deluxe ",
      Price: 120.5,
      Utilities: ["Internet", "Internet", "Air Conditioner"],
      Views: ["https://cdn.example.com/deluxe.png", "https://cdn.example.com/deluxe.png"],
    });
    expect(created.statusCode).toBe(201);
    const suite = {
      ...validSuite(staff),
      Id: expect.any(String),
      Price: 120.5,
      MaxAdults: 2,
      Utilities: ["Internet", "Air Conditioner"],
      Archived: false,
    };
    expect(created.json()).toEqual(suite);
    expect(await suitesOf(staff)).toEqual({ Count: 1, Suites: [created.json()] });
  });

  type Field = keyof ReturnType<typeof validSuite>;
  const without = (...fields: Field[]) => fields;
  it.each([
    [
      "nothing",
      without("Codes", "DomainId", "BranchId", "Category", "Price", "Views", "Utilities"),
      SuiteMessage.codes,
    ],
    [
      "no domain id and on",
      without("DomainId", "BranchId", "Category", "Price", "Views", "Utilities"),
      SuiteMessage.domainId,
    ],
    [
      "no branch id and on",
      without("BranchId", "Category", "Price", "Views", "Utilities"),
      SuiteMessage.branchId,
    ],
    ["no category and on", without("Category", "Price", "Views", "Utilities"), SuiteMessage.category],
    ["no price and on", without("Price", "Views", "Utilities"), SuiteMessage.price],
    ["no views and on", without("Views", "Utilities"), SuiteMessage.views],
    ["no utilities", without("Utilities"), SuiteMessage.utilities],
  ])("answers 400 in SPEC order for a body with %s", async (_case, missing, message) => {
    const staff = await manager();
    const body = Object.fromEntries(
      Object.entries(validSuite(staff)).filter(([key]) => !missing.includes(key as Field)),
    );
    expectRefusal(await post(staff.headers, body), 400, message);
    expect((await suitesOf(staff)).Count).toBe(0);
  });

  it.each([
    ["an empty code list", { Codes: [] }, SuiteMessage.codes],
    ["blank codes only", { Codes: ["  "] }, SuiteMessage.codes],
    ["a blank category", { Category: "   " }, SuiteMessage.category],
    ["a price of 0", { Price: 0 }, SuiteMessage.priceMin],
    ["a price below 1", { Price: 0.99 }, SuiteMessage.priceMin],
    ["a price in a string", { Price: "120" }, SuiteMessage.price],
    ["a price of NaN text", { Price: "NaN" }, SuiteMessage.price],
    ["a price over the limit", { Price: 1e12 }, SuiteMessage.priceMax],
    ["an empty view list", { Views: [] }, SuiteMessage.views],
    ["a view that is no URL", { Views: ["javascript:alert(1)"] }, SuiteMessage.viewUrl],
    ["a view of plain words", { Views: ["garden view"] }, SuiteMessage.viewUrl],
    ["a price below 0", { Price: -5 }, SuiteMessage.priceMin],
    ["a price of null", { Price: null }, SuiteMessage.price],
    ["a price finer than a cent", { Price: 1.005 }, "price must have at most 2 decimals"],
    ["an empty utility list", { Utilities: [] }, SuiteMessage.utilities],
    ["a max of 0 adults", { MaxAdults: 0 }, SuiteMessage.maxAdults],
    ["a max of 21 adults", { MaxAdults: 21 }, SuiteMessage.maxAdults],
    ["a max of 2.5 adults", { MaxAdults: 2.5 }, SuiteMessage.maxAdults],
    ["a max of adults in a string", { MaxAdults: "3" }, SuiteMessage.maxAdults],
    ["a description of 601 characters", { Description: "d".repeat(601) }, SuiteMessage.description],
    [
      "a category of 101 characters",
      { Category: "c".repeat(101) },
      "category must be at most 100 characters",
    ],
    [
      "a utility 'extraz' does not offer",
      { Utilities: ["Jacuzzi"] },
      SuiteMessage.unknownUtility("Jacuzzi", SUITE_UTILITY_LIST),
    ],
  ])("answers 400 for %s, and stores nothing", async (_case, change, message) => {
    const staff = await manager();
    expectRefusal(await post(staff.headers, { ...validSuite(staff), ...change }), 400, message);
    expect((await suitesOf(staff)).Count).toBe(0);
  });

  it("takes a description of 600 characters and a price of exactly 1", async () => {
    const staff = await manager();
    const suite = await added(staff, { Description: "d".repeat(600), Price: 1 });
    expect([suite.Description.length, suite.Price]).toEqual([600, 1]);
  });

  it("keeps a price to the cent, in its answer and in the list", async () => {
    const staff = await manager();
    const prices = [1.01, 4.35, 19.99, 1234.56, 99_999_999.99];
    for (const [i, Price] of prices.entries()) {
      expect((await added(staff, { Codes: [`P${i}`], Price })).Price).toBe(Price);
    }
    const listed = (await suitesOf(staff)).Suites.map((suite) => suite.Price);
    expect(listed.sort((x, y) => x - y)).toEqual(prices);
  });

  it.each([
    ["a branch that does not exist", async () => randomUUID()],
    ["a branch id that is no uuid", async () => "../x"],
    ["a branch of another domain", async () => (await createDomain(api.db)).branchId],
  ])("answers 404 for %s, and stores nothing", async (_case, branchId) => {
    const staff = await manager();
    expectRefusal(
      await post(staff.headers, { ...validSuite(staff), BranchId: await branchId() }),
      404,
      BranchMessage.notFound,
    );
    expect((await suitesOf(staff)).Count).toBe(0);
  });

  it("refuses a code another suite of the branch holds, in any letter case, with 409 naming it", async () => {
    const staff = await manager();
    const first = await added(staff, { Codes: ["A5", "A6"] });
    const response = await post(staff.headers, { ...validSuite(staff), Codes: ["B1", "a6"] });
    expectRefusal(response, 409, SuiteMessage.codeTaken(["A6"]));
    expect(await suitesOf(staff)).toEqual({ Count: 1, Suites: [first] });
  });

  it("takes the same code in another branch of the domain", async () => {
    const staff = await manager();
    await added(staff, { Codes: ["A5"] });
    const annexe = await createBranch(api.db, staff);
    const other = await added(staff, { Codes: ["A5"], BranchId: annexe.id });
    expect(other.Codes).toEqual(["A5"]);
    expect((await suitesOf(staff)).Count).toBe(2);
  });

  it("lets exactly one of two suites racing for one code have it", async () => {
    const staff = await manager();
    const answers = await Promise.all(
      ["Deluxe", "Standard"].map((Category) =>
        post(staff.headers, { ...validSuite(staff), Codes: ["R1"], Category }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await suitesOf(staff)).Count).toBe(1);
  });

  it("refuses a user without MANAGE_SUITES with 403, and stores nothing", async () => {
    const clerk = await signedInUser(api, { permissions: [Permission.MANAGE_BOOKINGS] });
    expectRefusal(await post(clerk.headers, validSuite(clerk)), 403, AccessMessage.forbidden);
    expect((await suitesOf(clerk)).Count).toBe(0);
  });
});

describe("listing suites", () => {
  it("pages the domain's suites by category, with the count of all", async () => {
    const staff = await manager();
    const made = [];
    for (const [i, category] of ["Suite", "Deluxe", "Standard"].entries()) {
      made.push(await added(staff, { Codes: [`R${i}`], Category: category }));
    }
    const byCategory = [...made].sort((a, b) => a.Category.localeCompare(b.Category));
    const first = await list(staff.headers, staff.domainId, 1, 2);
    expect(first.json()).toEqual({ Count: 3, Suites: byCategory.slice(0, 2) });
    const second = await list(staff.headers, staff.domainId, 2, 2);
    expect(second.json()).toEqual({ Count: 3, Suites: byCategory.slice(2) });
  });

  it("lists a category's codes in the caller's domain, and every category's codes for the booking form", async () => {
    const staff = await manager();
    await added(staff, { Codes: ["B2", "B1"], Category: "Standard" });
    await added(staff, { Codes: ["A5"], Category: "Deluxe" });
    const stranger = await manager();
    await added(stranger, { Codes: ["Z9"], Category: "Standard" });

    const standard = await category(staff.headers, "Standard");
    expect(standard.json()).toEqual({ Category: "Standard", Codes: ["B1", "B2"] });
    const none = await category(staff.headers, "Penthouse");
    expect(none.json()).toEqual({ Category: "Penthouse", Codes: [] });

    const all = await codes(staff.headers, staff.domainId);
    expect(all.json()).toEqual([
      { Category: "Deluxe", Codes: ["A5"] },
      { Category: "Standard", Codes: ["B1", "B2"] },
    ]);

    // The other domain's staff see their own codes of the same category, and nothing of ours.
    const theirs = await category(stranger.headers, "Standard");
    expect(theirs.json()).toEqual({ Category: "Standard", Codes: ["Z9"] });
  });

  it("finds a category whose name holds a space, and answers a domain without suites with no codes", async () => {
    const staff = await manager();
    expect((await codes(staff.headers, staff.domainId)).json()).toEqual([]);
    await added(staff, { Codes: ["J1"], Category: "Junior Suite" });
    const junior = await category(staff.headers, "Junior Suite");
    expect(junior.json()).toEqual({ Category: "Junior Suite", Codes: ["J1"] });
  });

  it("answers 400 for a page that is not a whole number from 1", async () => {
    const staff = await manager();
    expectRefusal(await list(staff.headers, staff.domainId, 0), 400, "page must be a whole number from 1");
  });
});

describe("editing a suite", () => {
  it("changes every field and replaces the codes", async () => {
    const staff = await manager();
    const suite = await added(staff, { Codes: ["A5", "A6"] });
    const edit = {
      ...suite,
      Codes: ["A6", "A7"],
      Category: "Standard",
      Price: 99.99,
      MaxAdults: 4,
      Description: "Refurbished",
      Utilities: ["water heating"],
      Views: ["/images/x/y.png"],
    };
    const response = await put(staff.headers, edit);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(edit);
    expect((await suitesOf(staff)).Suites).toEqual([edit]);
    // The code it gave up is free for another suite of the branch.
    expect((await added(staff, { Codes: ["A5"] })).Codes).toEqual(["A5"]);
  });

  it("keeps the suite's max adults when the edit leaves them out", async () => {
    const staff = await manager();
    const suite = await added(staff, { MaxAdults: 20 });
    expect(suite.MaxAdults).toBe(20);
    const { MaxAdults: _left, ...edit } = { ...suite, Price: 130 };
    const response = await put(staff.headers, edit);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...suite, Price: 130 });
  });

  it("moves the suite's codes with it to another branch", async () => {
    const staff = await manager();
    const suite = await added(staff, { Codes: ["A5"] });
    const annexe = await createBranch(api.db, staff);
    expect((await put(staff.headers, { ...suite, BranchId: annexe.id })).statusCode).toBe(200);
    // A5 is free again at the head office, and taken at the annexe.
    expect((await added(staff, { Codes: ["A5"] })).BranchId).toBe(staff.branchId);
    expectRefusal(
      await post(staff.headers, { ...validSuite(staff), BranchId: annexe.id, Codes: ["a5"] }),
      409,
      SuiteMessage.codeTaken(["A5"]),
    );
  });

  it.each(["A5", "a5"])(
    "refuses a code another suite of the branch holds, given as %s, with 409 naming it, and keeps the suite",
    async (code) => {
      const staff = await manager();
      await added(staff, { Codes: ["A5"] });
      const suite = await added(staff, { Codes: ["B1"] });
      expectRefusal(
        await put(staff.headers, { ...suite, Codes: ["B1", code] }),
        409,
        SuiteMessage.codeTaken(["A5"]),
      );
      expect((await suitesOf(staff)).Suites).toContainEqual(suite);
    },
  );

  it("refuses to move a suite to a branch where another suite holds one of its codes", async () => {
    const staff = await manager();
    const annexe = await createBranch(api.db, staff);
    await added(staff, { Codes: ["a5"], BranchId: annexe.id });
    const suite = await added(staff, { Codes: ["A5", "B1"] });
    expectRefusal(
      await put(staff.headers, { ...suite, BranchId: annexe.id }),
      409,
      SuiteMessage.codeTaken(["a5"]),
    );
    expect((await suitesOf(staff)).Suites).toContainEqual(suite);
  });

  it("changes the letter case of a code the suite holds", async () => {
    const staff = await manager();
    const suite = await added(staff, { Codes: ["a5", "B1"] });
    const response = await put(staff.headers, { ...suite, Codes: ["A5", "B1"] });
    expect(response.json()).toEqual({ ...suite, Codes: ["A5", "B1"] });
    expect((await suitesOf(staff)).Suites).toEqual([response.json()]);
  });

  it("answers 404 for a branch of another domain, and keeps the suite", async () => {
    const staff = await manager();
    const suite = await added(staff);
    const elsewhere = await createDomain(api.db);
    expectRefusal(
      await put(staff.headers, { ...suite, BranchId: elsewhere.branchId }),
      404,
      BranchMessage.notFound,
    );
    expect((await suitesOf(staff)).Suites).toEqual([suite]);
  });

  it.each([
    ["no codes", { Codes: [] }, SuiteMessage.codes],
    ["no id", { Id: undefined }, SuiteMessage.id],
    ["a price below 1", { Price: 0.5 }, SuiteMessage.priceMin],
  ])("answers 400 for %s, and keeps the suite", async (_case, change, message) => {
    const staff = await manager();
    const suite = await added(staff);
    expectRefusal(await put(staff.headers, { ...suite, ...change }), 400, message);
    expect((await suitesOf(staff)).Suites).toEqual([suite]);
  });

  it.each([
    ["a suite that does not exist", randomUUID()],
    ["an id that is no uuid", "12"],
  ])("answers 404 for %s", async (_case, id) => {
    const staff = await manager();
    expectRefusal(await put(staff.headers, { ...validSuite(staff), Id: id }), 404, SuiteMessage.notFound);
  });

  it("refuses a user without MANAGE_SUITES with 403, and keeps the suite", async () => {
    const staff = await manager();
    const suite = await added(staff);
    const clerk = await signedInUser(api, { domain: staff, permissions: [Permission.MANAGE_BOOKINGS] });
    expectRefusal(await put(clerk.headers, { ...suite, Price: 1 }), 403, AccessMessage.forbidden);
    expect((await suitesOf(staff)).Suites).toEqual([suite]);
  });
});

describe("deleting a suite", () => {
  it("removes it and frees its codes: 204, then 404", async () => {
    const staff = await manager();
    const suite = await added(staff, { Codes: ["A5"] });
    expect((await remove(staff.headers, staff.domainId, suite.Id)).statusCode).toBe(204);
    expect((await suitesOf(staff)).Count).toBe(0);
    expectRefusal(await remove(staff.headers, staff.domainId, suite.Id), 404, SuiteMessage.notFound);
    expect((await added(staff, { Codes: ["A5"] })).Codes).toEqual(["A5"]);
  });

  it("refuses a user without MANAGE_SUITES with 403, and keeps the suite", async () => {
    const staff = await manager();
    const suite = await added(staff);
    const clerk = await signedInUser(api, { domain: staff, permissions: [Permission.MANAGE_BOOKINGS] });
    expectRefusal(await remove(clerk.headers, staff.domainId, suite.Id), 403, AccessMessage.forbidden);
    expect((await suitesOf(staff)).Suites).toEqual([suite]);
  });

  it("keeps a branch that holds a suite: 409 naming it", async () => {
    const staff = await signedInUser(api, {
      permissions: [Permission.MANAGE_SUITES, Permission.MANAGE_BRANCHES],
    });
    const annexe = await createBranch(api.db, staff);
    await added(staff, { BranchId: annexe.id });
    const response = await api.call(
      calls.branches.delete,
      { params: { domainId: staff.domainId, branchId: annexe.id } },
      staff.headers,
    );
    expectRefusal(response, 409, BranchMessage.holds("1 suite"));
  });

  it("keeps a domain that holds a suite: 409 naming what it holds", async () => {
    const domain = await createDomain(api.db);
    await added({ ...overseer, ...domain }, { Codes: ["A5"] });
    const response = await api.call(
      calls.domains.delete,
      { params: { id: domain.domainId } },
      overseer.headers,
    );
    expectRefusal(response, 409, DomainMessage.holds("1 branch and 1 suite"));
  });
});

describe("a caller without a token", () => {
  it("cannot read, add, edit or delete suites: 401 for each, and the suite stays", async () => {
    const staff = await manager();
    const suite = await added(staff);
    for (const call of [
      () => list({}, staff.domainId),
      () => category({}, "Deluxe"),
      () => codes({}, staff.domainId),
      () => post({}, validSuite(staff)),
      () => put({}, { ...suite, Price: 1 }),
      () => remove({}, staff.domainId, suite.Id),
    ]) {
      expectRefusal(await call(), 401, AuthMessage.unauthenticated);
    }
    expect((await suitesOf(staff)).Suites).toEqual([suite]);
  });
});
