import { randomUUID } from "node:crypto";
import {
  BRANCH_SORTS,
  booking,
  type Call,
  CSV_MEDIA_TYPE,
  calls,
  DomainMessage,
  isPagedList,
  ListMessage,
  PagingMessage,
  Permission,
} from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, domains } from "../src/db/schema/index.js";
import { CURSOR_BATCH, cursorStream } from "../src/lib/cursor.js";
import { readCsv, shown } from "./csv.js";
import { createBranch, createDomain, createRole, createUser, signedInUser } from "./factories.js";
import { addSuite, DAY, frontDesk, storedStay, walkIn } from "./front-desk.js";
import { type Api, type Headers, type Sent, startApi } from "./harness.js";
import { dataUrl, png } from "./image-samples.js";
import { expectRefusal } from "./refusal.js";

// CONTRACT, "Lists: search, sort, filter, export": `Accept: text/csv` on any paged list.

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const csv = { accept: CSV_MEDIA_TYPE };
const staffPermissions = [
  Permission.MANAGE_BRANCHES,
  Permission.MANAGE_ROLES,
  Permission.MANAGE_IMAGES,
  Permission.MANAGE_SUITES,
  Permission.MANAGE_USERS,
  Permission.MANAGE_BOOKINGS,
  Permission.VIEW_DOMAINS,
];

/** The file a list exports, read as a spreadsheet reads it: the header, then the rows. */
async function exported(call: Call, sent: Sent, headers: Headers) {
  const response = await api.call(call, sent, { ...headers, ...csv });
  expect(response.statusCode, response.body).toBe(200);
  const [header = [], ...rows] = readCsv(response.body);
  return { response, header, rows };
}

/** The rows the export holds are the list's matching rows, all of them, in the page's order. */
async function expectExportOfList(call: Call, sent: Sent & { params: object }, headers: Headers) {
  const json = await api.call(call, { ...sent, params: { ...sent.params, page: 1, pageSize: 100 } }, headers);
  expect(json.statusCode, json.body).toBe(200);
  const { Count, ...rest } = json.json() as Record<string, unknown>;
  const items = Object.values(rest)[0] as Record<string, unknown>[];
  // Whatever page is asked, the file holds every row.
  const file = await exported(call, { ...sent, params: { ...sent.params, page: 2, pageSize: 1 } }, headers);
  expect(file.header).toEqual(Object.keys(items[0] ?? {}));
  expect(file.rows).toEqual(items.map((item) => file.header.map((field) => shown(item[field]))));
  expect(file.rows).toHaveLength(Count as number);
  return file.rows;
}

const pageOf = (staff: { domainId: string }) => ({ domainId: staff.domainId, page: 1, pageSize: 100 });
const branchPage = (staff: { domainId: string; branchId: string }) => ({
  ...pageOf(staff),
  branchId: staff.branchId,
});

describe("a list's export", () => {
  it("is declared for every paged list", () => {
    const lists = Object.values(calls).flatMap((feature) => Object.values(feature).filter(isPagedList));
    expect(lists.map((call) => call.feature).sort()).toEqual(
      ["bookings", "branches", "domains", "images", "roles", "suites", "users"].sort(),
    );
  });

  it("holds every row of every list, whatever the page, with its header", async () => {
    const staff = await frontDesk(api);
    const domain = { domainId: staff.domainId, branchId: staff.branchId };
    const more = await signedInUser(api, { domain, permissions: staffPermissions });
    for (const name of ["Annex", "Quay"]) await createBranch(api.db, staff, { name });
    for (const name of ["Night audit", "Concierge"]) await createRole(api.db, staff, [], name);
    await createUser(api.db, { domain, activated: false });
    await addSuite(api, more, staff.branchId, ["B1", "B2"], 80.5, "Standard");
    for (const name of ["Pool", "Façade"]) {
      const body = { name, image: dataUrl("image/png", png) };
      expect((await api.call(calls.images.upload, { body }, more.headers)).statusCode).toBe(201);
    }
    for (const code of ["A5", "B1"]) {
      const body = walkIn(staff, { SuiteCode: code });
      expect((await api.call(calls.bookings.create, { body }, staff.headers)).statusCode).toBe(201);
    }
    for (const call of [calls.branches.list, calls.roles.list, calls.users.list, calls.suites.list]) {
      expect(
        (await expectExportOfList(call, { params: pageOf(staff) }, more.headers)).length,
      ).toBeGreaterThan(1);
    }
    expect(await expectExportOfList(calls.images.list, { params: pageOf(staff) }, more.headers)).toHaveLength(
      2,
    );
    expect(
      await expectExportOfList(calls.bookings.list, { params: branchPage(staff) }, staff.headers),
    ).toHaveLength(2);
    const domains = await expectExportOfList(
      calls.domains.list,
      { params: { page: 1, size: 1 } },
      more.headers,
    );
    // Without GLOBAL the hotel companies list is the user's own.
    expect(domains.map((row) => row[0])).toEqual([staff.domainId]);
  });

  it("reads past one cursor batch, in the order asked", async () => {
    const staff = await frontDesk(api);
    const start = Date.UTC(2020, 0, 1);
    const stays = Array.from({ length: CURSOR_BATCH + 5 }, (_, day) => ({
      domainId: staff.domainId,
      branchId: staff.branchId,
      suiteCode: "A5",
      title: "Mr",
      firstName: `Guest${day}`,
      lastName: "Batch",
      otherName: "X",
      phone: "08000000000",
      email: "batch@example.com",
      additionalGuests: [],
      guestId: "X1",
      guestIdType: "Passport",
      guestIdUrl: "https://cdn.example.com/x.png",
      checkinDate: new Date(start + day * DAY),
      checkoutDate: new Date(start + day * DAY + DAY / 2),
      bookedDate: new Date(start + day * DAY),
      checkedOutDate: new Date(start + day * DAY + DAY / 2),
      status: "checked-out" as const,
      rate: 10_000,
    }));
    await api.db.insert(bookings).values(stays);
    const { header, rows } = await exported(
      calls.bookings.list,
      { params: branchPage(staff), query: { sort: "CheckinDate" } },
      staff.headers,
    );
    expect(rows).toHaveLength(CURSOR_BATCH + 5);
    const checkin = header.indexOf("CheckinDate");
    expect(rows.map((row) => row[checkin])).toEqual(stays.map((stay) => stay.checkinDate.toISOString()));
    expect(rows[0]?.[header.indexOf("Rate")]).toBe("100");
  });

  it("applies the search, filters and order of the page", async () => {
    const staff = await frontDesk(api, ["A5", "A6", "A7"]);
    const params = branchPage(staff);
    await storedStay(
      api,
      staff,
      { code: "A5" },
      new Date(Date.now() - 5 * DAY),
      new Date(Date.now() - 4 * DAY),
      new Date(Date.now() - 4 * DAY),
      { firstName: "Adèle" },
    );
    await storedStay(
      api,
      staff,
      { code: "A6" },
      new Date(Date.now() - 3 * DAY),
      new Date(Date.now() + DAY),
      null,
      { firstName: "Bola" },
    );
    await storedStay(
      api,
      staff,
      { code: "A7" },
      new Date(Date.now() - 2 * DAY),
      new Date(Date.now() + DAY),
      null,
      { firstName: "Chidi", status: "cancelled" },
    );
    const firstNames = async (query: Record<string, string>) => {
      const rows = await expectExportOfList(calls.bookings.list, { params, query }, staff.headers);
      return rows.map((row) => row[Object.keys(booking.shape).indexOf("FirstName")]);
    };
    expect(await firstNames({})).toEqual(["Bola", "Adèle"]);
    expect(await firstNames({ status: "cancelled" })).toEqual(["Chidi"]);
    expect(await firstNames({ q: "ADELE" })).toEqual(["Adèle"]);
    expect(await firstNames({ sort: "FirstName", status: "in-house,checked-out,cancelled" })).toEqual([
      "Adèle",
      "Bola",
      "Chidi",
    ]);
    expect(await firstNames({ inHouse: "true" })).toEqual(["Bola"]);
    const suites = async (query: Record<string, string>) =>
      (await expectExportOfList(calls.suites.list, { params: pageOf(staff), query }, staff.headers)).length;
    await addSuite(api, staff, staff.branchId, ["C1"], 300, "Penthouse");
    expect(await suites({ minPrice: "200" })).toBe(1);
    expect(await suites({ q: "penthouse" })).toBe(1);
  });
});

describe("the exported file", () => {
  it("is named after the list and the day, and is CSV in UTF-8", async () => {
    const staff = await signedInUser(api, { permissions: staffPermissions });
    const before = new Date().toISOString().slice(0, 10);
    const { response } = await exported(calls.branches.list, { params: pageOf(staff) }, staff.headers);
    const after = new Date().toISOString().slice(0, 10);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect([before, after].map((day) => `attachment; filename="branches-${day}.csv"`)).toContain(
      response.headers["content-disposition"],
    );
  });

  it("quotes what RFC 4180 quotes and defuses what a spreadsheet would run", async () => {
    const staff = await signedInUser(api, { permissions: staffPermissions });
    const name = `=SUM(1) ${randomUUID()}`;
    const address = '1 "Quay", Marina\nLagos';
    await createBranch(api.db, staff, {
      name,
      address,
      state: "-1",
      phone: "+2348012345678",
      email: "@x",
      country: "Côte d’Ivoire 🌴",
    });
    const { response, header, rows } = await exported(
      calls.branches.list,
      { params: pageOf(staff), query: { q: name.slice(8) } },
      staff.headers,
    );
    expect(response.body).toContain(`'${name},`);
    expect(response.body).toContain('"1 ""Quay"", Marina\nLagos"');
    const row = Object.fromEntries(header.map((field, at) => [field, rows[0]?.[at]]));
    expect(row).toMatchObject({
      Name: `'${name}`,
      Address: address,
      State: "'-1",
      Phone: "'+2348012345678",
      Email: "'@x",
      Country: "Côte d’Ivoire 🌴",
    });
  });
});

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
      const own = await exported(call, { params: branchPage(staff), query: { q: "secret" } }, staff.headers);
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
