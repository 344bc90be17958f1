import { randomUUID } from "node:crypto";
import {
  AccessMessage,
  ALL_PERMISSIONS,
  BookingMessage,
  BranchMessage,
  DomainMessage,
  ImageMessage,
  Permission,
  RoleMessage,
  SuiteMessage,
  UserMessage,
} from "@concierge/contract";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBranch, createCountry, createRole, createUser, signedInUser } from "./factories.js";
import { type Api, startApi } from "./harness.js";
import { dataUrl, png } from "./image-samples.js";
import { expectRefusal } from "./refusal.js";

let api: Api;
let country: { name: string };

beforeAll(async () => {
  api = await startApi();
  country = await createCountry(api.db, ["Lagos"]);
});
afterAll(() => api.close());

type Headers = Record<string, string>;
type Call = Pick<InjectOptions, "method" | "url" | "payload">;

/** Every permission of the catalogue except GLOBAL: a hotel's own administrator. */
const LOCAL = ALL_PERMISSIONS.filter((permission) => permission !== Permission.GLOBAL);

/**
 * A hotel company with its administrator (without GLOBAL), a second branch, a role no one holds
 * and a clerk: one row of each kind to aim at.
 */
async function hotel(permissions: readonly string[] = LOCAL) {
  const admin = await signedInUser(api, { permissions });
  const branch = await createBranch(api.db, admin, { state: "Lagos", country: country.name });
  const role = await createRole(api.db, admin, [Permission.MANAGE_BOOKINGS]);
  const clerk = await createUser(api.db, { domain: admin, permissions: [Permission.MANAGE_BOOKINGS] });
  const suitePayload = suiteBody(admin.domainId, branch.id);
  const suite = await created(admin.headers, "/api/v1/domains/branches/suites", suitePayload);
  const image = await created(admin.headers, "/api/v1/domains/images", {
    name: "Lobby",
    image: dataUrl("image/png", png),
  });
  // The suite's one room, at the second branch.
  const code = suitePayload.Codes[0] as string;
  return { domainId: admin.domainId, name: admin.name, admin, branch, role, clerk, suite, image, code };
}
type Hotel = Awaited<ReturnType<typeof hotel>>;

/** A hotel with a guest in house in its suite's room: one booking to aim at. */
async function hotelWithGuest(permissions: readonly string[] = LOCAL) {
  const h = await hotel(permissions);
  const booking = await created(h.admin.headers, bookingsBase, bookingBody(h.domainId, h.branch.id, h.code));
  return { ...h, booking: { Id: booking.Id as string } };
}
type GuestedHotel = Awaited<ReturnType<typeof hotelWithGuest>>;

/**
 * Everything a domain's administrator reads of it: its branches, roles, users, suites with their
 * room codes, images with what their links serve, each branch's bookings, and the domain.
 */
async function holdings(admin: { headers: Headers; domainId: string }) {
  const read = async (url: string) => {
    const response = await api.inject({ url, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const images = await read(`/api/v1/domains/images/${admin.domainId}/1/100`);
  const branches = await read(`/api/v1/domains/branches/${admin.domainId}/1/100`);
  return {
    branches,
    roles: await read(`/api/v1/domains/roles/${admin.domainId}/1/100`),
    users: await read(`/api/v1/domains/users/${admin.domainId}/1/100`),
    suites: await read(`/api/v1/domains/branches/suites/${admin.domainId}/1/100`),
    codes: await read(`/api/v1/domains/branches/suites/codes/${admin.domainId}`),
    images,
    files: await Promise.all(
      images.images.map(async (image: { link: string }) => {
        const served = await api.inject({ url: new URL(image.link).pathname });
        return { status: served.statusCode, bytes: served.rawPayload.toString("base64") };
      }),
    ),
    // Each branch's bookings, by branch id.
    bookings: Object.fromEntries(
      await Promise.all(
        branches.Branches.map(async ({ Id }: { Id: string }) => [
          Id,
          await read(`${bookingsBase}/${admin.domainId}/${Id}/1/100`),
        ]),
      ),
    ),
    // Without GLOBAL the domain list is the administrator's own domain alone.
    domains: await read("/api/v1/domains/1/100"),
  };
}

const call = (headers: Headers, { method = "GET", url, payload }: Call) =>
  api.inject({ method, url, headers, payload });

const branchBody = (domainId: string) => ({
  Name: "Lekki Annexe",
  Phone: "08012345678",
  Email: "lekki@example.com",
  DomainId: domainId,
  State: "Lagos",
  Country: country.name,
  Address: "4 Admiralty Way",
});
const roleBody = (domainId: string) => ({
  RoleName: "Night auditor",
  DomainId: domainId,
  Permissions: [Permission.MANAGE_BOOKINGS],
});
const userBody = (domainId: string, branchId: string, roleId: string) => ({
  Username: `clerk-${randomUUID().slice(0, 8)}`,
  Email: `clerk-${randomUUID().slice(0, 8)}@example.com`,
  DomainId: domainId,
  BranchId: branchId,
  RoleId: roleId,
});
const userEdit = (userId: string, domainId: string, branchId: string, roleId: string) => ({
  Id: userId,
  Email: `edited-${randomUUID().slice(0, 8)}@example.com`,
  DomainId: domainId,
  BranchId: branchId,
  RoleId: roleId,
  Activated: false,
});
const suiteBody = (domainId: string, branchId: string) => ({
  Codes: [`R${randomUUID().slice(0, 6)}`],
  DomainId: domainId,
  BranchId: branchId,
  Category: "Deluxe",
  Price: 120,
  Views: ["https://cdn.example.com/deluxe.png"],
  Utilities: ["Internet"],
});

const bookingsBase = "/api/v1/domains/branches/bookings";
const bookingBody = (domainId: string, branchId: string, code: string) => ({
  CheckoutDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  FirstName: "Ada",
  LastName: "Obi",
  OtherName: "Ngozi",
  Title: "Mrs",
  Phone: "08012345678",
  Email: "ada@example.com",
  GuestId: "A1234567",
  GuestIdUrl: "https://cdn.example.com/id.png",
  BranchId: branchId,
  SuiteCode: code,
  DomainId: domainId,
  GuestIdType: "Passport",
});

async function created(headers: Headers, url: string, payload: object) {
  const response = await api.inject({ method: "POST", url, headers, payload });
  expect(response.statusCode).toBe(201);
  return response.json() as { Id?: string; _id?: string };
}

const domainEdit = (id: string) => ({
  Id: id,
  DomainName: `Taken Over ${randomUUID().slice(0, 8)}`,
  RCNumber: "RC-666",
  Logo: "https://evil.example.com/logo.png",
});

/**
 * Calls of domain B's administrator aimed at domain A: A's domain id in the path or the body, or
 * A's branch, role or user ids inside a body that is otherwise B's own.
 */
const crossings: [string, (a: GuestedHotel, b: GuestedHotel) => Call, string][] = [
  [
    "list A's branches",
    (a) => ({ url: `/api/v1/domains/branches/${a.domainId}/1/10` }),
    DomainMessage.notFound,
  ],
  [
    "add a branch to A",
    (a) => ({ method: "POST", url: "/api/v1/domains/branches", payload: branchBody(a.domainId) }),
    DomainMessage.notFound,
  ],
  [
    "edit A's branch in A",
    (a) => ({
      method: "PUT",
      url: "/api/v1/domains/branches",
      payload: { ...branchBody(a.domainId), Id: a.branch.id },
    }),
    DomainMessage.notFound,
  ],
  [
    "edit A's branch as if it were B's",
    (a, b) => ({
      method: "PUT",
      url: "/api/v1/domains/branches",
      payload: { ...branchBody(b.domainId), Id: a.branch.id },
    }),
    BranchMessage.notFound,
  ],
  [
    "delete A's branch in A",
    (a) => ({ method: "DELETE", url: `/api/v1/domains/branches/${a.domainId}/${a.branch.id}` }),
    DomainMessage.notFound,
  ],
  [
    "delete A's branch as if it were B's",
    (a, b) => ({ method: "DELETE", url: `/api/v1/domains/branches/${b.domainId}/${a.branch.id}` }),
    BranchMessage.notFound,
  ],
  ["list A's roles", (a) => ({ url: `/api/v1/domains/roles/${a.domainId}/1/10` }), DomainMessage.notFound],
  [
    "add a role to A",
    (a) => ({ method: "POST", url: "/api/v1/domains/roles", payload: roleBody(a.domainId) }),
    DomainMessage.notFound,
  ],
  [
    "edit A's role in A",
    (a) => ({
      method: "PUT",
      url: "/api/v1/domains/roles",
      payload: { ...roleBody(a.domainId), Id: a.role.id },
    }),
    DomainMessage.notFound,
  ],
  [
    "edit A's role as if it were B's",
    (a, b) => ({
      method: "PUT",
      url: "/api/v1/domains/roles",
      payload: { ...roleBody(b.domainId), Id: a.role.id },
    }),
    RoleMessage.notFound,
  ],
  [
    "delete A's role in A",
    (a) => ({ method: "DELETE", url: `/api/v1/domains/roles/${a.domainId}/${a.role.id}` }),
    DomainMessage.notFound,
  ],
  [
    "delete A's role as if it were B's",
    (a, b) => ({ method: "DELETE", url: `/api/v1/domains/roles/${b.domainId}/${a.role.id}` }),
    RoleMessage.notFound,
  ],
  ["list A's users", (a) => ({ url: `/api/v1/domains/users/${a.domainId}/1/10` }), DomainMessage.notFound],
  [
    "add a user to A",
    (a) => ({
      method: "POST",
      url: "/api/v1/domains/users",
      payload: userBody(a.domainId, a.branch.id, a.role.id),
    }),
    DomainMessage.notFound,
  ],
  [
    "add a user to B with A's role",
    (a, b) => ({
      method: "POST",
      url: "/api/v1/domains/users",
      payload: userBody(b.domainId, b.branch.id, a.role.id),
    }),
    RoleMessage.notFound,
  ],
  [
    "add a user to B at A's branch",
    (a, b) => ({
      method: "POST",
      url: "/api/v1/domains/users",
      payload: userBody(b.domainId, a.branch.id, b.role.id),
    }),
    BranchMessage.notFound,
  ],
  [
    "edit A's user in A",
    (a) => ({
      method: "PUT",
      url: "/api/v1/domains/users",
      payload: userEdit(a.clerk.userId, a.domainId, a.branch.id, a.role.id),
    }),
    DomainMessage.notFound,
  ],
  [
    "edit A's user as if it were B's",
    (a, b) => ({
      method: "PUT",
      url: "/api/v1/domains/users",
      payload: userEdit(a.clerk.userId, b.domainId, b.branch.id, b.role.id),
    }),
    UserMessage.notFound,
  ],
  [
    "give B's user A's role",
    (a, b) => ({
      method: "PUT",
      url: "/api/v1/domains/users",
      payload: userEdit(b.clerk.userId, b.domainId, b.branch.id, a.role.id),
    }),
    RoleMessage.notFound,
  ],
  [
    "move B's user to A's branch",
    (a, b) => ({
      method: "PUT",
      url: "/api/v1/domains/users",
      payload: userEdit(b.clerk.userId, b.domainId, a.branch.id, b.role.id),
    }),
    BranchMessage.notFound,
  ],
  [
    "delete A's user in A",
    (a) => ({ method: "DELETE", url: `/api/v1/domains/users/${a.domainId}/${a.clerk.userId}` }),
    DomainMessage.notFound,
  ],
  [
    "delete A's user as if it were B's",
    (a, b) => ({ method: "DELETE", url: `/api/v1/domains/users/${b.domainId}/${a.clerk.userId}` }),
    UserMessage.notFound,
  ],
  [
    "list A's suites",
    (a) => ({ url: `/api/v1/domains/branches/suites/${a.domainId}/1/10` }),
    DomainMessage.notFound,
  ],
  [
    "list A's room codes",
    (a) => ({ url: `/api/v1/domains/branches/suites/codes/${a.domainId}` }),
    DomainMessage.notFound,
  ],
  [
    "add a suite to A",
    (a) => ({
      method: "POST",
      url: "/api/v1/domains/branches/suites",
      payload: suiteBody(a.domainId, a.branch.id),
    }),
    DomainMessage.notFound,
  ],
  [
    "add a suite to B at A's branch",
    (a, b) => ({
      method: "POST",
      url: "/api/v1/domains/branches/suites",
      payload: suiteBody(b.domainId, a.branch.id),
    }),
    BranchMessage.notFound,
  ],
  [
    "edit A's suite in A",
    (a) => ({
      method: "PUT",
      url: "/api/v1/domains/branches/suites",
      payload: { ...suiteBody(a.domainId, a.branch.id), Id: a.suite.Id },
    }),
    DomainMessage.notFound,
  ],
  [
    "edit A's suite as if it were B's",
    (a, b) => ({
      method: "PUT",
      url: "/api/v1/domains/branches/suites",
      payload: { ...suiteBody(b.domainId, b.branch.id), Id: a.suite.Id },
    }),
    SuiteMessage.notFound,
  ],
  [
    "move B's suite to A's branch",
    (a, b) => ({
      method: "PUT",
      url: "/api/v1/domains/branches/suites",
      payload: { ...suiteBody(b.domainId, a.branch.id), Id: b.suite.Id },
    }),
    BranchMessage.notFound,
  ],
  [
    "delete A's suite in A",
    (a) => ({ method: "DELETE", url: `/api/v1/domains/branches/suites/${a.domainId}/${a.suite.Id}` }),
    DomainMessage.notFound,
  ],
  [
    "delete A's suite as if it were B's",
    (a, b) => ({ method: "DELETE", url: `/api/v1/domains/branches/suites/${b.domainId}/${a.suite.Id}` }),
    SuiteMessage.notFound,
  ],
  ["list A's images", (a) => ({ url: `/api/v1/domains/images/${a.domainId}/1/10` }), DomainMessage.notFound],
  [
    "delete A's image in A",
    (a) => ({ method: "DELETE", url: `/api/v1/domains/images/${a.domainId}/${a.image._id}` }),
    DomainMessage.notFound,
  ],
  [
    "delete A's image as if it were B's",
    (a, b) => ({ method: "DELETE", url: `/api/v1/domains/images/${b.domainId}/${a.image._id}` }),
    ImageMessage.notFound,
  ],
  [
    "edit domain A",
    (a) => ({ method: "PUT", url: "/api/v1/domains", payload: domainEdit(a.domainId) }),
    DomainMessage.notFound,
  ],
  [
    "list A's bookings",
    (a) => ({ url: `${bookingsBase}/${a.domainId}/${a.branch.id}/1/10` }),
    DomainMessage.notFound,
  ],
  [
    "list the bookings of A's branch as if it were B's",
    (a, b) => ({ url: `${bookingsBase}/${b.domainId}/${a.branch.id}/1/10` }),
    BranchMessage.notFound,
  ],
  ["read A's dashboard", (a) => ({ url: `/api/v1/dashboard/${a.domainId}` }), DomainMessage.notFound],
  [
    "read A's branch on B's dashboard",
    (a, b) => ({ url: `/api/v1/dashboard/${b.domainId}?branchId=${a.branch.id}` }),
    BranchMessage.notFound,
  ],
  [
    "check a guest in to A",
    (a) => ({ method: "POST", url: bookingsBase, payload: bookingBody(a.domainId, a.branch.id, a.code) }),
    DomainMessage.notFound,
  ],
  [
    "check a guest in to B at A's branch",
    (a, b) => ({ method: "POST", url: bookingsBase, payload: bookingBody(b.domainId, a.branch.id, a.code) }),
    BranchMessage.notFound,
  ],
  [
    "edit A's booking in A",
    (a) => ({
      method: "PUT",
      url: bookingsBase,
      payload: { ...bookingBody(a.domainId, a.branch.id, a.code), Id: a.booking.Id, FirstName: "Mallory" },
    }),
    DomainMessage.notFound,
  ],
  [
    "edit A's booking as if it were B's",
    (a, b) => ({
      method: "PUT",
      url: bookingsBase,
      payload: { ...bookingBody(b.domainId, b.branch.id, b.code), Id: a.booking.Id, FirstName: "Mallory" },
    }),
    BookingMessage.notFound,
  ],
  [
    "move B's booking to A's branch",
    (a, b) => ({
      method: "PUT",
      url: bookingsBase,
      payload: { ...bookingBody(b.domainId, a.branch.id, a.code), Id: b.booking.Id },
    }),
    BranchMessage.notFound,
  ],
  [
    "check out A's guest in A",
    (a) => ({ method: "POST", url: `${bookingsBase}/${a.domainId}/${a.booking.Id}/checkout` }),
    DomainMessage.notFound,
  ],
  [
    "check out A's guest as if it were B's",
    (a, b) => ({ method: "POST", url: `${bookingsBase}/${b.domainId}/${a.booking.Id}/checkout` }),
    BookingMessage.notFound,
  ],
  [
    "cancel A's booking in A",
    (a) => ({ method: "DELETE", url: `${bookingsBase}/${a.domainId}/${a.booking.Id}` }),
    DomainMessage.notFound,
  ],
  [
    "cancel A's booking as if it were B's",
    (a, b) => ({ method: "DELETE", url: `${bookingsBase}/${b.domainId}/${a.booking.Id}` }),
    BookingMessage.notFound,
  ],
];

describe("a user of domain B without GLOBAL, holding every other permission", () => {
  let a: GuestedHotel;
  let b: GuestedHotel;
  let before: { a: Awaited<ReturnType<typeof holdings>>; b: Awaited<ReturnType<typeof holdings>> };

  beforeAll(async () => {
    [a, b] = [await hotelWithGuest(), await hotelWithGuest()];
    before = { a: await holdings(a.admin), b: await holdings(b.admin) };
  });

  it.each(crossings)(
    "cannot %s: 404 as if it did not exist, and nothing changes",
    async (_case, aim, message) => {
      expectRefusal(await call(b.admin.headers, aim(a, b)), 404, message);
      expect(await holdings(a.admin)).toEqual(before.a);
      expect(await holdings(b.admin)).toEqual(before.b);
    },
  );

  it("sees only its own domain in the list of domains", async () => {
    const response = await call(b.admin.headers, { url: "/api/v1/domains/1/100" });
    expect(response.json()).toEqual({
      Count: 1,
      Domains: [{ Id: b.domainId, DomainName: b.name, RCNumber: "", Logo: "/logo.svg" }],
    });
  });

  it.each([
    ["add a domain", () => ({ method: "POST", url: "/api/v1/domains", payload: domainEdit("") }) as Call],
    ["delete domain A", () => ({ method: "DELETE", url: `/api/v1/domains/${a.domainId}` }) as Call],
  ])("cannot %s, which takes GLOBAL: 403, and nothing changes", async (_case, aim) => {
    expectRefusal(await call(b.admin.headers, aim()), 403, AccessMessage.forbidden);
    expect(await holdings(a.admin)).toEqual(before.a);
  });

  it("still manages its own domain with the same calls", async () => {
    const { headers } = b.admin;
    const branch = await call(headers, {
      method: "POST",
      url: "/api/v1/domains/branches",
      payload: branchBody(b.domainId),
    });
    expect(branch.statusCode).toBe(201);
    const role = await call(headers, {
      method: "POST",
      url: "/api/v1/domains/roles",
      payload: roleBody(b.domainId),
    });
    expect(role.statusCode).toBe(201);
    const user = await call(headers, {
      method: "POST",
      url: "/api/v1/domains/users",
      payload: userBody(b.domainId, branch.json().Id, role.json().Id),
    });
    expect(user.statusCode).toBe(201);
    for (const url of [
      `/api/v1/domains/users/${b.domainId}/${user.json().Id}`,
      `/api/v1/domains/roles/${b.domainId}/${role.json().Id}`,
      `/api/v1/domains/branches/${b.domainId}/${branch.json().Id}`,
    ]) {
      expect((await call(headers, { method: "DELETE", url })).statusCode).toBe(204);
    }
    expect(await holdings(b.admin)).toEqual(before.b);
  });
});

describe("ids that name nothing", () => {
  let local: Hotel;
  let overseer: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    local = await hotel();
    overseer = await signedInUser(api);
  });

  const malformed = ["not-a-uuid", "../x", randomUUID()];
  const paths: [string, (id: string, own: string, ownBranch: string) => Call, string][] = [
    [
      "the branch list's domain",
      (id) => ({ url: `/api/v1/domains/branches/${id}/1/10` }),
      DomainMessage.notFound,
    ],
    ["the role list's domain", (id) => ({ url: `/api/v1/domains/roles/${id}/1/10` }), DomainMessage.notFound],
    ["the user list's domain", (id) => ({ url: `/api/v1/domains/users/${id}/1/10` }), DomainMessage.notFound],
    [
      "a new branch's domain",
      (id) => ({ method: "POST", url: "/api/v1/domains/branches", payload: branchBody(id) }),
      DomainMessage.notFound,
    ],
    [
      "an edited role",
      (id, own) => ({ method: "PUT", url: "/api/v1/domains/roles", payload: { ...roleBody(own), Id: id } }),
      RoleMessage.notFound,
    ],
    [
      "a deleted branch",
      (id, own) => ({ method: "DELETE", url: `/api/v1/domains/branches/${own}/${id}` }),
      BranchMessage.notFound,
    ],
    [
      "a deleted role",
      (id, own) => ({ method: "DELETE", url: `/api/v1/domains/roles/${own}/${id}` }),
      RoleMessage.notFound,
    ],
    [
      "a deleted user",
      (id, own) => ({ method: "DELETE", url: `/api/v1/domains/users/${own}/${id}` }),
      UserMessage.notFound,
    ],
    [
      "an edited domain",
      (id) => ({ method: "PUT", url: "/api/v1/domains", payload: domainEdit(id) }),
      DomainMessage.notFound,
    ],
    [
      "the suite list's domain",
      (id) => ({ url: `/api/v1/domains/branches/suites/${id}/1/10` }),
      DomainMessage.notFound,
    ],
    [
      "the room codes' domain",
      (id) => ({ url: `/api/v1/domains/branches/suites/codes/${id}` }),
      DomainMessage.notFound,
    ],
    [
      "a new suite's domain",
      (id, _own, ownBranch) => ({
        method: "POST",
        url: "/api/v1/domains/branches/suites",
        payload: suiteBody(id, ownBranch),
      }),
      DomainMessage.notFound,
    ],
    [
      "a new suite's branch",
      (id, own) => ({ method: "POST", url: "/api/v1/domains/branches/suites", payload: suiteBody(own, id) }),
      BranchMessage.notFound,
    ],
    [
      "an edited suite",
      (id, own, ownBranch) => ({
        method: "PUT",
        url: "/api/v1/domains/branches/suites",
        payload: { ...suiteBody(own, ownBranch), Id: id },
      }),
      SuiteMessage.notFound,
    ],
    [
      "a deleted suite",
      (id, own) => ({ method: "DELETE", url: `/api/v1/domains/branches/suites/${own}/${id}` }),
      SuiteMessage.notFound,
    ],
    [
      "the image list's domain",
      (id) => ({ url: `/api/v1/domains/images/${id}/1/10` }),
      DomainMessage.notFound,
    ],
    [
      "a deleted image",
      (id, own) => ({ method: "DELETE", url: `/api/v1/domains/images/${own}/${id}` }),
      ImageMessage.notFound,
    ],
    [
      "the booking list's domain",
      (id, _own, ownBranch) => ({ url: `${bookingsBase}/${id}/${ownBranch}/1/10` }),
      DomainMessage.notFound,
    ],
    [
      "the booking list's branch",
      (id, own) => ({ url: `${bookingsBase}/${own}/${id}/1/10` }),
      BranchMessage.notFound,
    ],
    ["the dashboard's domain", (id) => ({ url: `/api/v1/dashboard/${id}` }), DomainMessage.notFound],
    [
      "the dashboard's branch",
      (id, own) => ({ url: `/api/v1/dashboard/${own}?branchId=${id}` }),
      BranchMessage.notFound,
    ],
    [
      "a new booking's domain",
      (id, _own, ownBranch) => ({
        method: "POST",
        url: bookingsBase,
        payload: bookingBody(id, ownBranch, "A5"),
      }),
      DomainMessage.notFound,
    ],
    [
      "a new booking's branch",
      (id, own) => ({ method: "POST", url: bookingsBase, payload: bookingBody(own, id, "A5") }),
      BranchMessage.notFound,
    ],
    [
      "an edited booking",
      (id, own, ownBranch) => ({
        method: "PUT",
        url: bookingsBase,
        payload: { ...bookingBody(own, ownBranch, "A5"), Id: id },
      }),
      BookingMessage.notFound,
    ],
    [
      "a checked-out booking",
      (id, own) => ({ method: "POST", url: `${bookingsBase}/${own}/${id}/checkout` }),
      BookingMessage.notFound,
    ],
    [
      "a cancelled booking",
      (id, own) => ({ method: "DELETE", url: `${bookingsBase}/${own}/${id}` }),
      BookingMessage.notFound,
    ],
  ];
  const cases = paths.flatMap(([what, aim, message]) =>
    malformed.map((id) => [what, id, aim, message] as const),
  );

  it.each(cases)("answers 404 for %s given as %j, without GLOBAL", async (_what, id, aim, message) => {
    const request = aim(encodeURIComponent(id), local.domainId, local.branch.id);
    const body = aim(id, local.domainId, local.branch.id).payload;
    expectRefusal(await call(local.admin.headers, { ...request, payload: body }), 404, message);
  });

  it.each(cases)("answers 404 for %s given as %j, with GLOBAL", async (_what, id, aim, message) => {
    const request = aim(encodeURIComponent(id), overseer.domainId, overseer.branchId);
    const body = aim(id, overseer.domainId, overseer.branchId).payload;
    expectRefusal(await call(overseer.headers, { ...request, payload: body }), 404, message);
  });

  it.each(malformed)("answers 404 to a GLOBAL user deleting domain %j", async (id) => {
    const response = await call(overseer.headers, {
      method: "DELETE",
      url: `/api/v1/domains/${encodeURIComponent(id)}`,
    });
    expectRefusal(response, 404, DomainMessage.notFound);
  });

  it.each([
    ["over 100 characters long, in a list", `/api/v1/domains/users/${"a".repeat(101)}/1/10`, "GET"],
    ["over 100 characters long, in a delete", `/api/v1/domains/${"a".repeat(101)}`, "DELETE"],
    ["a broken %-escape", "/api/v1/domains/roles/%E0%A4%A/1/10", "GET"],
  ] as const)(
    "answers an id that is %s as one that names nothing, in CONTRACT's shape",
    async (_case, url, method) => {
      expectRefusal(await call(overseer.headers, { method, url }), 404, AccessMessage.notFound);
    },
  );

  it("answers 404, not 500, to a path climbing out with ../", async () => {
    const response = await call(local.admin.headers, { url: "/api/v1/domains/branches/../x/1/10" });
    expectRefusal(response, 404, AccessMessage.notFound);
  });
});

describe("a user of domain B with GLOBAL", () => {
  let overseer: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    overseer = await signedInUser(api, { permissions: ALL_PERMISSIONS });
  });

  it("reads another domain's branches, roles and users as its own administrator does", async () => {
    const c = await hotel();
    const theirs = await holdings(c.admin);
    for (const list of ["branches", "roles", "users"] as const) {
      const response = await call(overseer.headers, { url: `/api/v1/domains/${list}/${c.domainId}/1/100` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(theirs[list]);
    }
  });

  it("adds, edits and deletes another domain's branches, roles, users and suites", async () => {
    const c = await hotel();
    const { headers } = overseer;
    const branch = await call(headers, {
      method: "POST",
      url: "/api/v1/domains/branches",
      payload: branchBody(c.domainId),
    });
    expect(branch.statusCode).toBe(201);
    expect(branch.json().DomainId).toBe(c.domainId);
    const branchEdit = { ...branchBody(c.domainId), Id: c.branch.id, Name: "Renamed by head office" };
    expect(
      (await call(headers, { method: "PUT", url: "/api/v1/domains/branches", payload: branchEdit })).json(),
    ).toEqual(branchEdit);

    const roleEdit = { ...roleBody(c.domainId), Id: c.role.id, Permissions: [Permission.MANAGE_SUITES] };
    expect(
      (await call(headers, { method: "PUT", url: "/api/v1/domains/roles", payload: roleEdit })).json(),
    ).toEqual(roleEdit);

    const user = await call(headers, {
      method: "POST",
      url: "/api/v1/domains/users",
      payload: userBody(c.domainId, c.branch.id, c.role.id),
    });
    expect(user.statusCode).toBe(201);
    const clerkEdit = userEdit(c.clerk.userId, c.domainId, branch.json().Id, c.role.id);
    const edited = await call(headers, { method: "PUT", url: "/api/v1/domains/users", payload: clerkEdit });
    expect(edited.json()).toMatchObject(clerkEdit);

    const theirs = await holdings(c.admin);
    expect(theirs.branches.Branches).toContainEqual(branch.json());
    expect(theirs.branches.Branches).toContainEqual(branchEdit);
    expect(theirs.roles.Roles).toContainEqual(roleEdit);
    expect(theirs.users.Users).toContainEqual(user.json());
    expect(theirs.users.Users).toContainEqual(edited.json());

    expect(
      (
        await call(headers, {
          method: "DELETE",
          url: `/api/v1/domains/users/${c.domainId}/${user.json().Id}`,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await call(headers, {
          method: "DELETE",
          url: `/api/v1/domains/users/${c.domainId}/${c.clerk.userId}`,
        })
      ).statusCode,
    ).toBe(204);
    const spareRole = await createRole(api.db, c.admin, [Permission.MANAGE_SUITES]);
    expect(
      (await call(headers, { method: "DELETE", url: `/api/v1/domains/roles/${c.domainId}/${spareRole.id}` }))
        .statusCode,
    ).toBe(204);
    const suiteUrl = `/api/v1/domains/branches/suites/${c.domainId}/${c.suite.Id}`;
    expect((await call(headers, { method: "DELETE", url: suiteUrl })).statusCode).toBe(204);
    expect(
      (
        await call(headers, {
          method: "DELETE",
          url: `/api/v1/domains/branches/${c.domainId}/${c.branch.id}`,
        })
      ).statusCode,
    ).toBe(204);

    const after = await holdings(c.admin);
    expect(after.users.Users.map((row: { Id: string }) => row.Id)).toEqual([c.admin.userId]);
    expect(after.roles.Roles.map((row: { Id: string }) => row.Id)).not.toContain(spareRole.id);
    expect(after.branches.Branches.map((row: { Id: string }) => row.Id)).not.toContain(c.branch.id);
  });

  it("reads another domain's suites, room codes and images as its own administrator does", async () => {
    const c = await hotel();
    const theirs = await holdings(c.admin);
    const read = async (url: string) => (await call(overseer.headers, { url })).json();
    expect(await read(`/api/v1/domains/branches/suites/${c.domainId}/1/100`)).toEqual(theirs.suites);
    expect(await read(`/api/v1/domains/branches/suites/codes/${c.domainId}`)).toEqual(theirs.codes);
    expect(await read(`/api/v1/domains/images/${c.domainId}/1/100`)).toEqual(theirs.images);
  });

  it("adds, edits and deletes another domain's suites, and deletes its images", async () => {
    const c = await hotel();
    const { headers } = overseer;
    const suite = await call(headers, {
      method: "POST",
      url: "/api/v1/domains/branches/suites",
      payload: suiteBody(c.domainId, c.branch.id),
    });
    expect(suite.statusCode).toBe(201);
    expect(suite.json().DomainId).toBe(c.domainId);
    const suiteEdit = { ...c.suite, BranchId: c.admin.branchId, Price: 250.75, Category: "Penthouse" };
    const edited = await call(headers, {
      method: "PUT",
      url: "/api/v1/domains/branches/suites",
      payload: suiteEdit,
    });
    expect(edited.json()).toEqual(suiteEdit);
    const imageUrl = `/api/v1/domains/images/${c.domainId}/${c.image._id}`;
    expect((await call(headers, { method: "DELETE", url: imageUrl })).statusCode).toBe(204);

    const theirs = await holdings(c.admin);
    expect(theirs.suites).toEqual({ Count: 2, Suites: [suite.json(), suiteEdit] });
    expect(theirs.images).toEqual({ Count: 0, images: [] });
    const link = (c.image as { link: string }).link;
    expectRefusal(await api.inject({ url: new URL(link).pathname }), 404, AccessMessage.notFound);

    const suiteUrl = `/api/v1/domains/branches/suites/${c.domainId}/${suite.json().Id}`;
    expect((await call(headers, { method: "DELETE", url: suiteUrl })).statusCode).toBe(204);
    expect((await holdings(c.admin)).suites).toEqual({ Count: 1, Suites: [suiteEdit] });
  });

  it("reads another domain's bookings and dashboard as its own administrator does", async () => {
    const c = await hotelWithGuest();
    const theirs = await holdings(c.admin);
    const read = async (url: string) => (await call(overseer.headers, { url })).json();
    const list = `${bookingsBase}/${c.domainId}/${c.branch.id}/1/100`;
    expect(await read(list)).toEqual(theirs.bookings[c.branch.id]);
    expect(theirs.bookings[c.branch.id].Count).toBe(1);
    for (const dashboard of [
      `/api/v1/dashboard/${c.domainId}`,
      `/api/v1/dashboard/${c.domainId}?branchId=${c.branch.id}`,
    ]) {
      const own = (await call(c.admin.headers, { url: dashboard })).json();
      expect(own).toMatchObject({ Rooms: 1, InHouse: 1, Free: 0 });
      expect(await read(dashboard)).toEqual(own);
    }
  });

  it("edits, checks out, cancels and makes another domain's bookings", async () => {
    const c = await hotelWithGuest();
    const { headers } = overseer;
    const edit = { ...bookingBody(c.domainId, c.branch.id, c.code), Id: c.booking.Id, FirstName: "Edited" };
    const edited = await call(headers, { method: "PUT", url: bookingsBase, payload: edit });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ Id: c.booking.Id, DomainId: c.domainId, FirstName: "Edited" });
    const checkedOut = await call(headers, {
      method: "POST",
      url: `${bookingsBase}/${c.domainId}/${c.booking.Id}/checkout`,
    });
    expect(checkedOut.json()).toMatchObject({ Id: c.booking.Id, FirstName: "Edited", CheckedOut: true });
    expect((await holdings(c.admin)).bookings[c.branch.id]).toEqual({
      Count: 1,
      Bookings: [checkedOut.json()],
    });

    const cancelled = await call(headers, {
      method: "DELETE",
      url: `${bookingsBase}/${c.domainId}/${c.booking.Id}`,
    });
    expect(cancelled.statusCode).toBe(204);
    const made = await call(headers, {
      method: "POST",
      url: bookingsBase,
      payload: bookingBody(c.domainId, c.branch.id, c.code),
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ DomainId: c.domainId, BranchId: c.branch.id, SuiteCode: c.code });
    expect((await holdings(c.admin)).bookings[c.branch.id]).toEqual({ Count: 1, Bookings: [made.json()] });
  });

  it("edits another domain, and sees it in the list of domains", async () => {
    const c = await hotel();
    const edit = domainEdit(c.domainId);
    const response = await call(overseer.headers, { method: "PUT", url: "/api/v1/domains", payload: edit });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(edit);
    expect((await holdings(c.admin)).domains).toEqual({ Count: 1, Domains: [edit] });
  });
});
