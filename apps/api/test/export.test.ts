import { randomUUID } from "node:crypto";
import { booking, calls, isPagedList, Permission } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURSOR_BATCH } from "../src/lib/cursor.js";
import { branchPage, expectExportOfList, exported, pageOf, staffPermissions } from "./exports.js";
import { createBranch, createRole, createUser, signedInUser } from "./factories.js";
import { addSuite, DAY, frontDesk, storeBookings, storedStay, walkIn } from "./front-desk.js";
import { type Api, startApi } from "./harness.js";
import { dataUrl, png } from "./image-samples.js";

// CONTRACT, "Lists: search, sort, filter, export": `Accept: text/csv` on any paged list.

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe("a list's export", () => {
  it("is answered by every paged list call the contract declares", async () => {
    const staff = await signedInUser(api);
    const lists = Object.values(calls).flatMap((feature) => Object.values(feature).filter(isPagedList));
    expect(lists.length).toBeGreaterThanOrEqual(7);
    for (const call of lists) {
      const params = { ...branchPage(staff), size: 1 };
      const { response, header } = await exported(api, call, { params }, staff.headers);
      expect(response.headers["content-type"], call.path).toBe("text/csv; charset=utf-8");
      expect(header, call.path).toContain(call.feature === "images" ? "_id" : "Id");
    }
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
        (await expectExportOfList(api, call, { params: pageOf(staff) }, more.headers)).length,
      ).toBeGreaterThan(1);
    }
    expect(
      await expectExportOfList(api, calls.images.list, { params: pageOf(staff) }, more.headers),
    ).toHaveLength(2);
    expect(
      await expectExportOfList(api, calls.bookings.list, { params: branchPage(staff) }, staff.headers),
    ).toHaveLength(2);
    const domains = await expectExportOfList(
      api,
      calls.domains.list,
      { params: { page: 1, size: 1 } },
      more.headers,
    );
    // Without GLOBAL the hotel companies list is the user's own.
    expect(domains.map((row) => row[0])).toEqual([staff.domainId]);
  });

  it("writes an audit entry's changed fields as their JSON, each [before, after]", async () => {
    const staff = await signedInUser(api);
    const body = {
      DomainId: staff.domainId,
      RoleName: "Night audit",
      Permissions: [Permission.MANAGE_BOOKINGS],
    };
    expect((await api.call(calls.roles.create, { body }, staff.headers)).statusCode).toBe(201);
    const sent = { params: pageOf(staff), query: { entity: "role" } };
    const [entry] = await expectExportOfList(api, calls.audit.list, sent, staff.headers);
    expect(JSON.parse(entry?.[7] ?? "")).toMatchObject({ RoleName: [null, "Night audit"] });
    expect(entry?.[8]).toBe("Night audit");
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
    await storeBookings(api, stays);
    const { header, rows } = await exported(
      api,
      calls.bookings.list,
      { params: branchPage(staff), query: { sort: "CheckinDate" } },
      staff.headers,
    );
    expect(rows).toHaveLength(CURSOR_BATCH + 5);
    const checkin = header.indexOf("CheckinDate");
    expect(rows.map((row) => Date.parse(row[checkin] ?? ""))).toEqual(
      stays.map((stay) => stay.checkinDate.getTime()),
    );
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
      const rows = await expectExportOfList(api, calls.bookings.list, { params, query }, staff.headers);
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
      (await expectExportOfList(api, calls.suites.list, { params: pageOf(staff), query }, staff.headers))
        .length;
    await addSuite(api, staff, staff.branchId, ["C1"], 300, "Penthouse");
    expect(await suites({ minPrice: "200" })).toBe(1);
    expect(await suites({ q: "penthouse" })).toBe(1);
  });
});

describe("the exported file", () => {
  it("is named after the list and the day, and is CSV in UTF-8", async () => {
    const staff = await signedInUser(api, { permissions: staffPermissions });
    const before = new Date().toISOString().slice(0, 10);
    const { response } = await exported(api, calls.branches.list, { params: pageOf(staff) }, staff.headers);
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
      api,
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
