import { randomUUID } from "node:crypto";
import {
  AccessMessage,
  AuthMessage,
  calls,
  PagingMessage,
  Permission,
  type Role,
  RoleMessage,
} from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRole, createUser, signedInUser } from "../../../test/factories.js";
import { type Api, bearer, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { tenantRequests } from "../../../test/requests.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const { list, post, put, remove, rowsOf: rolesOf } = tenantRequests(() => api, calls.roles);

const { MANAGE_BRANCHES, MANAGE_ROLES, MANAGE_SUITES, MANAGE_USERS, GLOBAL } = Permission;

/** A role manager in a domain of its own, whose own role is the domain's only one. */
const manager = () => signedInUser(api, { permissions: [MANAGE_ROLES, MANAGE_BRANCHES, MANAGE_SUITES] });

const porter = (domainId: string) => ({
  RoleName: "Porter",
  DomainId: domainId,
  Permissions: [MANAGE_BRANCHES],
});

/** The domain's roles as its own staff read them. */
describe("adding a role", () => {
  it("stores the trimmed name and the permissions, each once", async () => {
    const staff = await manager();
    const created = await post(staff.headers, {
      RoleName: "  Front desk ",
      DomainId: staff.domainId,
      Permissions: [MANAGE_BRANCHES, MANAGE_SUITES, MANAGE_BRANCHES],
    });
    expect(created.statusCode).toBe(201);
    const role = {
      Id: expect.any(String),
      RoleName: "Front desk",
      Permissions: [MANAGE_BRANCHES, MANAGE_SUITES],
      DomainId: staff.domainId,
    };
    expect(created.json()).toEqual(role);
    const { Count, Roles } = await rolesOf(staff);
    expect(Count).toBe(2);
    expect(Roles).toContainEqual(created.json());
  });

  const none = undefined;
  it.each([
    ["nothing", { RoleName: none, DomainId: none, Permissions: none }, RoleMessage.name],
    [
      "a short name, blank domain id, no permissions",
      { RoleName: " K ", DomainId: "", Permissions: [] },
      RoleMessage.name,
    ],
    ["a name over 100 characters", { RoleName: "R".repeat(101) }, "roleName must be at most 100 characters"],
    ["no domain id or permissions", { DomainId: none, Permissions: none }, RoleMessage.domainId],
    ["a blank domain id", { DomainId: "  ", Permissions: [] }, RoleMessage.domainId],
    ["no permissions", { Permissions: none }, RoleMessage.permissions],
    ["an empty permission list", { Permissions: [] }, RoleMessage.permissions],
    ["permissions that are not a list", { Permissions: MANAGE_BRANCHES }, RoleMessage.permissions],
    ["a permission that is not a string", { Permissions: [1] }, RoleMessage.permissions],
    [
      "an unknown permission",
      { Permissions: [MANAGE_BRANCHES, "FLY"] },
      RoleMessage.unknownPermission("FLY"),
    ],
    [
      "a permission in the wrong case",
      { Permissions: ["manage_branches"] },
      RoleMessage.unknownPermission("manage_branches"),
    ],
  ])("answers 400 for %s, and stores nothing", async (_case, change, message) => {
    const staff = await manager();
    expectRefusal(await post(staff.headers, { ...porter(staff.domainId), ...change }), 400, message);
    expect((await rolesOf(staff)).Count).toBe(1);
  });

  it.each([
    ["a permission the manager lacks", [MANAGE_BRANCHES, MANAGE_USERS]],
    ["GLOBAL, which the manager lacks", [GLOBAL]],
  ])("answers 403 for %s, and stores nothing", async (_case, permissions) => {
    const staff = await manager();
    const response = await post(staff.headers, {
      RoleName: "Porter",
      DomainId: staff.domainId,
      Permissions: permissions,
    });
    expectRefusal(response, 403, RoleMessage.cannotGrant);
    expect((await rolesOf(staff)).Count).toBe(1);
  });

  it("refuses a user without MANAGE_ROLES with 403, and stores nothing", async () => {
    const clerk = await signedInUser(api, { permissions: [MANAGE_BRANCHES, MANAGE_USERS] });
    const body = { RoleName: "Porter", DomainId: clerk.domainId, Permissions: [MANAGE_BRANCHES] };
    expectRefusal(await post(clerk.headers, body), 403, AccessMessage.forbidden);
    expect((await rolesOf(clerk)).Count).toBe(1);
  });
});

describe("listing roles", () => {
  it("answers the count of all the domain's roles and the page asked for, by name", async () => {
    const staff = await manager();
    for (const name of ["Delta", "Bravo", "Alpha", "Charlie"])
      await createRole(api.db, staff, [MANAGE_SUITES], name);
    // The manager's own role is named 'Role …': last of the five.
    const page = await list(staff.headers, staff.domainId, 2, 2);
    expect(page.statusCode).toBe(200);
    expect(page.json().Count).toBe(5);
    expect(page.json().Roles.map((role: Role) => role.RoleName)).toEqual(["Charlie", "Delta"]);
    expect((await list(staff.headers, staff.domainId, 3, 2)).json().Roles).toEqual([
      {
        Id: staff.roleId,
        RoleName: expect.stringMatching(/^Role /),
        Permissions: [MANAGE_ROLES, MANAGE_BRANCHES, MANAGE_SUITES],
        DomainId: staff.domainId,
      },
    ]);
  });

  it("is open to staff without any permission", async () => {
    const clerk = await signedInUser(api, { permissions: [] });
    expect(await rolesOf(clerk)).toEqual({
      Count: 1,
      Roles: [{ Id: clerk.roleId, RoleName: expect.any(String), Permissions: [], DomainId: clerk.domainId }],
    });
  });

  it.each([
    ["page 0", 0, 10, PagingMessage.page],
    ["pageSize 0", 1, 0, PagingMessage.pageSize],
    ["a pageSize over 100", 1, 101, PagingMessage.pageSize],
  ])("answers 400 for %s", async (_case, page, size, message) => {
    const staff = await manager();
    expectRefusal(await list(staff.headers, staff.domainId, page, size), 400, message);
  });
});

describe("updating a role", () => {
  it("renames the role and changes its permissions within the manager's own", async () => {
    const staff = await manager();
    const role = await createRole(api.db, staff, [MANAGE_SUITES]);
    const edit = {
      Id: role.id,
      RoleName: "Housekeeping",
      DomainId: staff.domainId,
      Permissions: [MANAGE_BRANCHES],
    };
    const updated = await put(staff.headers, edit);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual(edit);
    expect((await rolesOf(staff)).Roles).toContainEqual(edit);
  });

  it("takes effect on the next call of a user holding the role", async () => {
    const staff = await manager();
    const role = await createRole(api.db, staff, [MANAGE_BRANCHES]);
    const porter = await signedInUser(api, { domain: staff, roleId: role.id });
    const edit = { Id: role.id, RoleName: "Porter", DomainId: staff.domainId, Permissions: [MANAGE_SUITES] };
    expect((await put(staff.headers, edit)).statusCode).toBe(200);
    const branch = await api.call(
      calls.branches.delete,
      { params: { domainId: staff.domainId, branchId: randomUUID() } },
      porter.headers,
    );
    expectRefusal(branch, 403, AccessMessage.forbidden);
  });

  it.each([
    ["a blank name", { RoleName: "  " }, RoleMessage.name],
    ["no domain id", { DomainId: undefined }, RoleMessage.domainId],
    ["an empty permission list", { Permissions: [] }, RoleMessage.permissions],
    ["an unknown permission", { Permissions: ["FLY"] }, RoleMessage.unknownPermission("FLY")],
    ["no Id", { Id: undefined }, RoleMessage.id],
  ])("answers 400 for %s, and the role is unchanged", async (_case, change, message) => {
    const staff = await manager();
    const role = await createRole(api.db, staff, [MANAGE_SUITES]);
    const before = await rolesOf(staff);
    const body = {
      Id: role.id,
      RoleName: "Porter",
      DomainId: staff.domainId,
      Permissions: [MANAGE_BRANCHES],
      ...change,
    };
    expectRefusal(await put(staff.headers, body), 400, message);
    expect(await rolesOf(staff)).toEqual(before);
  });

  it("will not let anyone give their own role a permission they lack", async () => {
    const staff = await manager();
    const before = await rolesOf(staff);
    const response = await put(staff.headers, {
      Id: staff.roleId,
      RoleName: "Manager",
      DomainId: staff.domainId,
      Permissions: [MANAGE_ROLES, MANAGE_BRANCHES, MANAGE_SUITES, MANAGE_USERS],
    });
    expectRefusal(response, 403, RoleMessage.cannotGrant);
    expect(await rolesOf(staff)).toEqual(before);
  });

  it("refuses to edit a role holding a permission the manager lacks, even to lower it", async () => {
    const staff = await manager();
    const role = await createRole(api.db, staff, [MANAGE_USERS, MANAGE_BRANCHES]);
    const before = await rolesOf(staff);
    const response = await put(staff.headers, {
      Id: role.id,
      RoleName: "Lowered",
      DomainId: staff.domainId,
      Permissions: [MANAGE_BRANCHES],
    });
    expectRefusal(response, 403, RoleMessage.cannotGrant);
    expect(await rolesOf(staff)).toEqual(before);
  });

  it.each([
    ["a role that does not exist", randomUUID()],
    ["an id that is no uuid", "not-a-uuid"],
  ])("answers 404 for %s", async (_case, id) => {
    const staff = await manager();
    const body = { Id: id, RoleName: "Porter", DomainId: staff.domainId, Permissions: [MANAGE_BRANCHES] };
    expectRefusal(await put(staff.headers, body), 404, RoleMessage.notFound);
  });

  it("refuses a user without MANAGE_ROLES with 403, and the role is unchanged", async () => {
    const clerk = await signedInUser(api, { permissions: [MANAGE_BRANCHES] });
    const role = await createRole(api.db, clerk, [MANAGE_BRANCHES]);
    const before = await rolesOf(clerk);
    const body = {
      Id: role.id,
      RoleName: "Porter",
      DomainId: clerk.domainId,
      Permissions: [MANAGE_BRANCHES],
    };
    expectRefusal(await put(clerk.headers, body), 403, AccessMessage.forbidden);
    expect(await rolesOf(clerk)).toEqual(before);
  });
});

describe("deleting a role", () => {
  // SPEC section 7: every call but sign-in, forgot and reset carries a JSON content type.
  it("deletes a role asked with a JSON content type and no body, as SPEC's client does", async () => {
    const staff = await manager();
    const role = await createRole(api.db, staff, [MANAGE_SUITES]);
    const response = await remove(
      { ...staff.headers, "content-type": "application/json" },
      staff.domainId,
      role.id,
    );
    expect(response.statusCode).toBe(204);
  });

  it("removes a role no one holds: 204, then it is gone", async () => {
    const staff = await manager();
    const role = await createRole(api.db, staff, [MANAGE_SUITES]);
    const response = await remove(staff.headers, staff.domainId, role.id);
    expect(response.statusCode).toBe(204);
    expect((await rolesOf(staff)).Roles.map((row) => row.Id)).toEqual([staff.roleId]);
    expectRefusal(await remove(staff.headers, staff.domainId, role.id), 404, RoleMessage.notFound);
  });

  it.each([
    [1, 1],
    [2, 2],
  ])("refuses a role held by %i user(s) with 409, and keeps it", async (_n, holders) => {
    const staff = await manager();
    const role = await createRole(api.db, staff, [MANAGE_SUITES]);
    for (let n = 0; n < holders; n++) await createUser(api.db, { domain: staff, roleId: role.id });
    const before = await rolesOf(staff);
    expectRefusal(await remove(staff.headers, staff.domainId, role.id), 409, RoleMessage.heldBy(holders));
    expect(await rolesOf(staff)).toEqual(before);
  });

  it("refuses the manager's own role, held by the manager, with 409", async () => {
    const staff = await manager();
    expectRefusal(await remove(staff.headers, staff.domainId, staff.roleId), 409, RoleMessage.heldBy(1));
  });

  it("refuses a role holding a permission the manager lacks with 403, and keeps it", async () => {
    const staff = await manager();
    const role = await createRole(api.db, staff, [GLOBAL]);
    const before = await rolesOf(staff);
    expectRefusal(await remove(staff.headers, staff.domainId, role.id), 403, RoleMessage.cannotGrant);
    expect(await rolesOf(staff)).toEqual(before);
  });

  it.each([
    ["a role that does not exist", randomUUID()],
    ["an id that is no uuid", "not-a-uuid"],
  ])("answers 404 for %s", async (_case, id) => {
    const staff = await manager();
    expectRefusal(await remove(staff.headers, staff.domainId, id), 404, RoleMessage.notFound);
  });

  it("refuses a user without MANAGE_ROLES with 403, and keeps the role", async () => {
    const clerk = await signedInUser(api, { permissions: [MANAGE_BRANCHES] });
    const role = await createRole(api.db, clerk, [MANAGE_BRANCHES]);
    const before = await rolesOf(clerk);
    expectRefusal(await remove(clerk.headers, clerk.domainId, role.id), 403, AccessMessage.forbidden);
    expect(await rolesOf(clerk)).toEqual(before);
  });
});

describe("without a valid token", () => {
  it.each([
    ["no Authorization header", {}],
    ["a token that is no JWT", bearer("not-a-token")],
  ])("answers 401 to every role call for %s, and changes nothing", async (_case, headers) => {
    const staff = await manager();
    const role = await createRole(api.db, staff, [MANAGE_SUITES]);
    const before = await rolesOf(staff);
    const body = { RoleName: "Porter", DomainId: staff.domainId, Permissions: [MANAGE_SUITES] };
    for (const response of [
      await list(headers, staff.domainId),
      await post(headers, body),
      await put(headers, { ...body, Id: role.id }),
      await remove(headers, staff.domainId, role.id),
    ]) {
      expectRefusal(response, 401, AuthMessage.unauthenticated);
    }
    expect(await rolesOf(staff)).toEqual(before);
  });
});
