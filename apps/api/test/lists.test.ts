import { randomUUID } from "node:crypto";
import {
  BRANCH_SORTS,
  calls,
  DOMAIN_SORTS,
  IMAGE_SORTS,
  ListMessage,
  Permission,
  ROLE_SORTS,
  SUITE_SORTS,
  USER_SORTS,
} from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBranch, createDomain, createRole, createUser, signedInUser } from "./factories.js";
import { addSuite } from "./front-desk.js";
import { type Api, startApi } from "./harness.js";
import { dataUrl, png } from "./image-samples.js";
import { expectRefusal } from "./refusal.js";

// CONTRACT, "Lists: search, sort, filter, export", for the users, suites, branches, roles, images
// and hotel companies lists. The bookings list has its own tests (features/bookings/listing.test.ts).

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const staffPermissions = [
  Permission.MANAGE_BRANCHES,
  Permission.MANAGE_ROLES,
  Permission.MANAGE_IMAGES,
  Permission.MANAGE_SUITES,
  Permission.MANAGE_USERS,
];
type Staff = Awaited<ReturnType<typeof signedInUser>>;

const page = (staff: Staff) => ({ domainId: staff.domainId, page: 1, pageSize: 100 });

async function answer(response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const branchesOf = async (staff: Staff, query: Record<string, string>) => {
  const { Branches } = (await answer(
    await api.call(calls.branches.list, { params: page(staff), query }, staff.headers),
  )) as { Branches: { Name: string }[] };
  return Branches.map((branch) => branch.Name);
};

describe("the branches list", () => {
  it("finds by name, email, phone, state or country in any case and accent, filters by country and sorts", async () => {
    const staff = await signedInUser(api, { permissions: staffPermissions });
    await createBranch(api.db, staff, {
      name: "Île Bleue",
      country: "France",
      state: "Bretagne",
      email: "ile@x.fr",
    });
    await createBranch(api.db, staff, {
      name: "Marina",
      country: "Nigeria",
      state: "Lagos",
      phone: "07099990000",
    });
    // The domain's first branch is "Head office" with no country.
    expect(await branchesOf(staff, { q: "ile bleue" })).toEqual(["Île Bleue"]);
    expect(await branchesOf(staff, { q: "BRETAGNE" })).toEqual(["Île Bleue"]);
    expect(await branchesOf(staff, { q: "9999" })).toEqual(["Marina"]);
    expect(await branchesOf(staff, { country: "nigeria" })).toEqual(["Marina"]);
    expect(await branchesOf(staff, { sort: "-Name" })).toEqual(["Marina", "Île Bleue", "Head office"]);
    expect(await branchesOf(staff, { sort: "Country", q: "a" })).toContain("Marina");
    const counted = await api.call(
      calls.branches.list,
      { params: page(staff), query: { q: "marina" } },
      staff.headers,
    );
    expect(counted.json()).toMatchObject({ Count: 1 });
  });

  it("never finds another domain's branches", async () => {
    const staff = await signedInUser(api, { permissions: staffPermissions });
    const stranger = await createDomain(api.db);
    await createBranch(api.db, stranger, { name: `Secret ${randomUUID()}` });
    expect(await branchesOf(staff, { q: "secret" })).toEqual([]);
  });

  it.each([
    [{ sort: "Id" }, ListMessage.sort(BRANCH_SORTS)],
    [{ q: "x".repeat(101) }, ListMessage.q],
    [{ country: "y".repeat(101) }, ListMessage.text("country")],
  ])("answers %j with 400 naming the parameter", async (query, message) => {
    const staff = await signedInUser(api, { permissions: staffPermissions });
    expectRefusal(
      await api.call(calls.branches.list, { params: page(staff), query }, staff.headers),
      400,
      message,
    );
  });
});

describe("the roles list", () => {
  it("finds roles by name and sorts them", async () => {
    const staff = await signedInUser(api, { permissions: staffPermissions });
    await createRole(api.db, staff, [], "Réception");
    await createRole(api.db, staff, [], "Housekeeping");
    const names = async (query: Record<string, string>) => {
      const { Roles } = (await answer(
        await api.call(calls.roles.list, { params: page(staff), query }, staff.headers),
      )) as { Roles: { RoleName: string }[] };
      return Roles.map((role) => role.RoleName);
    };
    expect(await names({ q: "recep" })).toEqual(["Réception"]);
    expect(await names({ q: "KEEP" })).toEqual(["Housekeeping"]);
    // The staff's own role, "Role …", sorts after both.
    expect((await names({ sort: "RoleName" })).slice(0, 2)).toEqual(["Housekeeping", "Réception"]);
    expectRefusal(
      await api.call(calls.roles.list, { params: page(staff), query: { sort: "Name" } }, staff.headers),
      400,
      ListMessage.sort(ROLE_SORTS),
    );
  });
});

describe("the images list", () => {
  it("finds images by name and sorts them", async () => {
    const staff = await signedInUser(api, { permissions: staffPermissions });
    for (const name of ["Façade at night", "Pool"]) {
      const body = { name, image: dataUrl("image/png", png) };
      expect((await api.call(calls.images.upload, { body }, staff.headers)).statusCode).toBe(201);
    }
    const names = async (query: Record<string, string>) => {
      const { images } = (await answer(
        await api.call(calls.images.list, { params: page(staff), query }, staff.headers),
      )) as { images: { imageName: string }[] };
      return images.map((image) => image.imageName);
    };
    expect(await names({})).toEqual(["Pool", "Façade at night"]);
    expect(await names({ q: "facade" })).toEqual(["Façade at night"]);
    expect(await names({ sort: "imageName" })).toEqual(["Façade at night", "Pool"]);
    expectRefusal(
      await api.call(calls.images.list, { params: page(staff), query: { sort: "link" } }, staff.headers),
      400,
      ListMessage.sort(IMAGE_SORTS),
    );
  });
});

describe("the hotel companies list", () => {
  it("finds companies by name for who sees them all, and only one's own for the others", async () => {
    const token = randomUUID().slice(0, 8);
    await createDomain(api.db, `Hôtel Zürich ${token}`);
    await createDomain(api.db, `Lagos Suites ${token}`);
    const global = await signedInUser(api, { permissions: [Permission.GLOBAL, Permission.VIEW_DOMAINS] });
    const names = async (staff: Staff, query: Record<string, string>) => {
      const { Domains } = (await answer(
        await api.call(calls.domains.list, { params: { page: 1, size: 100 }, query }, staff.headers),
      )) as { Domains: { DomainName: string }[] };
      return Domains.map((domain) => domain.DomainName);
    };
    expect(await names(global, { q: `zurich ${token}` })).toEqual([`Hôtel Zürich ${token}`]);
    expect(await names(global, { q: token, sort: "-DomainName" })).toEqual([
      `Lagos Suites ${token}`,
      `Hôtel Zürich ${token}`,
    ]);
    const local = await signedInUser(api, { permissions: [Permission.VIEW_DOMAINS] });
    expect(await names(local, { q: token })).toEqual([]);
    expect(await names(local, {})).toEqual([local.name]);
    expectRefusal(
      await api.call(
        calls.domains.list,
        { params: { page: 1, size: 10 }, query: { sort: "Logo" } },
        global.headers,
      ),
      400,
      ListMessage.sort(DOMAIN_SORTS),
    );
  });
});

describe("the users list", () => {
  it("finds users by username or email, filters by role, branch and activation, and sorts", async () => {
    const staff = await signedInUser(api, { permissions: staffPermissions });
    const annex = await createBranch(api.db, staff, { name: "Annex" });
    const cleaners = await createRole(api.db, staff, [], "Cleaners");
    const cleaner = await createUser(api.db, { domain: staff, roleId: cleaners.id, activated: false });
    const other = await createUser(api.db, { domain: { ...staff, branchId: annex.id } });
    const usernames = async (query: Record<string, string>) => {
      const { Users } = (await answer(
        await api.call(calls.users.list, { params: page(staff), query }, staff.headers),
      )) as { Users: { Username: string }[] };
      return Users.map((user) => user.Username);
    };
    expect(await usernames({ q: cleaner.username.toUpperCase() })).toEqual([cleaner.username]);
    expect(await usernames({ q: cleaner.email.slice(-20) })).toContain(cleaner.username);
    expect(await usernames({ roleId: cleaners.id })).toEqual([cleaner.username]);
    expect(await usernames({ branchId: annex.id })).toEqual([other.username]);
    expect(await usernames({ activated: "false" })).toEqual([cleaner.username]);
    expect((await usernames({ activated: "true" })).sort()).toEqual([other.username, staff.username].sort());
    expect(await usernames({ sort: "-Username" })).toEqual(
      [cleaner.username, other.username, staff.username].sort().reverse(),
    );
    // Another domain's users are never found, even by their exact names.
    const stranger = await createUser(api.db);
    expect(await usernames({ q: stranger.username })).toEqual([]);
  });

  it.each([
    [{ roleId: "not-an-id" }, ListMessage.id("roleId")],
    [{ branchId: "42" }, ListMessage.id("branchId")],
    [{ activated: "yes" }, ListMessage.yesNo("activated")],
    [{ sort: "Password" }, ListMessage.sort(USER_SORTS)],
  ])("answers %j with 400 naming the parameter", async (query, message) => {
    const staff = await signedInUser(api, { permissions: staffPermissions });
    expectRefusal(
      await api.call(calls.users.list, { params: page(staff), query }, staff.headers),
      400,
      message,
    );
  });
});

describe("the suites list", () => {
  it("finds suites by category, description or room code, filters by category and price, and sorts", async () => {
    const staff = await signedInUser(api, { permissions: staffPermissions });
    await addSuite(api, staff, staff.branchId, ["A5", "A6"], 120, "Deluxe");
    await addSuite(api, staff, staff.branchId, ["P1"], 480.5, "Présidentielle");
    await addSuite(api, staff, staff.branchId, ["S1"], 60, "Standard");
    const categories = async (query: Record<string, string>) => {
      const { Suites } = (await answer(
        await api.call(calls.suites.list, { params: page(staff), query }, staff.headers),
      )) as { Suites: { Category: string }[] };
      return Suites.map((suite) => suite.Category);
    };
    expect(await categories({ q: "presidentielle" })).toEqual(["Présidentielle"]);
    expect(await categories({ q: "a6" })).toEqual(["Deluxe"]);
    expect(await categories({ category: "STANDARD" })).toEqual(["Standard"]);
    expect(await categories({ minPrice: "100", maxPrice: "480.50" })).toEqual(["Deluxe", "Présidentielle"]);
    expect(await categories({ minPrice: "480.51" })).toEqual([]);
    expect(await categories({ sort: "-Price" })).toEqual(["Présidentielle", "Deluxe", "Standard"]);
    const counted = await api.call(
      calls.suites.list,
      { params: page(staff), query: { maxPrice: "120" } },
      staff.headers,
    );
    expect(counted.json()).toMatchObject({ Count: 2 });
  });

  it.each([
    [{ minPrice: "-1" }, ListMessage.amount("minPrice")],
    [{ maxPrice: "1.234" }, ListMessage.amount("maxPrice")],
    [{ minPrice: "200", maxPrice: "100" }, ListMessage.priceRange],
    [{ sort: "Codes" }, ListMessage.sort(SUITE_SORTS)],
  ])("answers %j with 400 naming the parameter", async (query, message) => {
    const staff = await signedInUser(api, { permissions: staffPermissions });
    expectRefusal(
      await api.call(calls.suites.list, { params: page(staff), query }, staff.headers),
      400,
      message,
    );
  });
});
