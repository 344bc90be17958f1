import { randomUUID } from "node:crypto";
import {
  AccessMessage,
  AuthMessage,
  BranchMessage,
  calls,
  PagingMessage,
  Permission,
  RoleMessage,
  type User,
  UserMessage,
} from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBranch, createRole, createUser, signedInUser, signIn } from "../../../test/factories.js";
import { type Api, bearer, readMail, startApi, tokenFromMail } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { tenantRequests } from "../../../test/requests.js";
import { users } from "../../db/schema/index.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const { list, post, put, remove, rowsOf: usersOf } = tenantRequests(() => api, calls.users);

// Sign-in failures are counted per client address: each expected failure comes from one of its own.
const byte = () => Math.floor(Math.random() * 256);
const login = (username: string, password: string) =>
  api.call(calls.auth.login, { body: { username, password } }, undefined, {
    remoteAddress: `10.${byte()}.${byte()}.${byte()}`,
  });

const { GLOBAL, MANAGE_BOOKINGS, MANAGE_SUITES, MANAGE_USERS } = Permission;
const unique = () => randomUUID().slice(0, 8);

/** A user manager in a domain of its own, with a front-desk role and a second branch to give staff. */
async function office() {
  const manager = await signedInUser(api, { permissions: [MANAGE_USERS, MANAGE_SUITES, MANAGE_BOOKINGS] });
  const frontDesk = await createRole(api.db, manager, [MANAGE_BOOKINGS]);
  const annexe = await createBranch(api.db, manager);
  return { manager, frontDesk, annexe };
}

const newcomer = ({ manager, frontDesk, annexe }: Awaited<ReturnType<typeof office>>) => ({
  Username: `clerk-${unique()}`,
  Email: `clerk-${unique()}@example.com`,
  DomainId: manager.domainId,
  BranchId: annexe.id,
  RoleId: frontDesk.id,
});

/** The domain's users as its own staff read them. */
/** A staff member of the manager's domain at the head office, holding a role of its own. */
const colleague = (
  manager: { domainId: string; branchId: string },
  permissions: readonly string[] = [MANAGE_BOOKINGS],
) => signedInUser(api, { domain: manager, permissions });

const editOf = (user: User) => ({
  Id: user.Id,
  Email: user.Email,
  DomainId: user.DomainId,
  BranchId: user.BranchId,
  RoleId: user.RoleId,
  Activated: user.Activated,
});

describe("inviting a user", () => {
  it("creates the user inactive without a password; the invitation's token activates it", async () => {
    const setting = await office();
    const body = newcomer(setting);
    const created = await post(setting.manager.headers, { ...body, Username: ` ${body.Username} ` });
    expect(created.statusCode).toBe(201);
    const user = {
      ...body,
      Id: expect.any(String),
      Activated: false,
      Invitation: "pending",
      Permissions: [MANAGE_BOOKINGS],
    };
    expect(created.json()).toEqual(user);
    const { Id } = created.json() as User;
    const [stored] = await api.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(and(eq(users.domainId, body.DomainId), eq(users.id, Id)));
    expect(stored).toEqual({ hash: null });
    expectRefusal(await login(body.Username, "any password at all"), 401, AuthMessage.invalidCredentials);

    const mail = await readMail(api.config.dataDir, body.Email);
    expect(mail).toContain(`invited you to Concierge as '${body.Username}'`);
    const token = tokenFromMail(mail);
    const change = { token, password: "a first password" };
    const activated = await api.call(calls.auth.changePassword, { body: change });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ message: AuthMessage.passwordChanged });

    const session = await login(body.Username, "a first password");
    expect(session.statusCode).toBe(200);
    expect(session.json().User).toEqual({
      Id,
      Username: body.Username,
      Permissions: [MANAGE_BOOKINGS],
      Role: setting.frontDesk.name,
      DomainId: body.DomainId,
      BranchId: body.BranchId,
    });
    expect((await usersOf(setting.manager)).Users).toContainEqual({
      ...user,
      Id,
      Activated: true,
      Invitation: null,
    });

    const again = await api.call(calls.auth.changePassword, { body: change });
    expectRefusal(again, 400, AuthMessage.invalidToken);
  });

  // newcomer() lists the fields in SPEC section 5's order: a body with the first few only.
  type Field = keyof ReturnType<typeof newcomer>;
  const upTo = (last: Field | null): Field[] => {
    const fields: Field[] = ["Username", "Email", "DomainId", "BranchId", "RoleId"];
    return last === null ? [] : fields.slice(0, fields.indexOf(last) + 1);
  };

  it.each([
    ["nothing", upTo(null), UserMessage.username],
    ["a username only", upTo("Username"), UserMessage.email],
    ["no domain, branch or role", upTo("Email"), UserMessage.domainId],
    ["no branch or role", upTo("DomainId"), UserMessage.branchId],
    ["no role", upTo("BranchId"), UserMessage.roleId],
  ])("answers 400 in SPEC order for a body with %s", async (_case, fields, message) => {
    const setting = await office();
    const full = newcomer(setting);
    const body = Object.fromEntries(fields.map((field) => [field, full[field]]));
    expectRefusal(await post(setting.manager.headers, body), 400, message);
    expect((await usersOf(setting.manager)).Count).toBe(1);
  });

  it.each([
    ["a blank username", { Username: "   " }, UserMessage.username],
    ["a blank username and email", { Username: "", Email: " " }, UserMessage.username],
    ["a username with a space", { Username: "front desk" }, UserMessage.usernameFormat],
    [
      "a username over 100 characters",
      { Username: "u".repeat(101) },
      "username must be at most 100 characters",
    ],
    ["a blank email", { Email: "  " }, UserMessage.email],
    ["an email that is no email", { Email: "front desk" }, UserMessage.emailFormat],
    ["a blank domain id", { DomainId: " " }, UserMessage.domainId],
    ["a blank branch id", { BranchId: "" }, UserMessage.branchId],
    ["a blank role id", { RoleId: " " }, UserMessage.roleId],
  ])("answers 400 for %s, and stores nothing", async (_case, change, message) => {
    const setting = await office();
    expectRefusal(await post(setting.manager.headers, { ...newcomer(setting), ...change }), 400, message);
    expect((await usersOf(setting.manager)).Count).toBe(1);
  });

  it.each([
    ["username", (taken: { username: string }) => ({ Username: taken.username.toUpperCase() })],
    ["email", (taken: { email: string }) => ({ Email: taken.email.toUpperCase() })],
  ])("refuses a %s another domain's user holds, whatever its case, with 409", async (field, change) => {
    const taken = await createUser(api.db);
    const setting = await office();
    const body = { ...newcomer(setting), ...change(taken) };
    const message =
      field === "username" ? UserMessage.usernameTaken(body.Username) : UserMessage.emailTaken(body.Email);
    expectRefusal(await post(setting.manager.headers, body), 409, message);
    expect((await usersOf(setting.manager)).Count).toBe(1);
  });

  it("refuses a role holding a permission the manager lacks with 403, and stores nothing", async () => {
    const setting = await office();
    const admin = await createRole(api.db, setting.manager, [MANAGE_BOOKINGS, GLOBAL]);
    const response = await post(setting.manager.headers, { ...newcomer(setting), RoleId: admin.id });
    expectRefusal(response, 403, RoleMessage.cannotGrant);
    expect((await usersOf(setting.manager)).Count).toBe(1);
  });

  it.each([
    ["a role that does not exist", { RoleId: randomUUID() }, RoleMessage.notFound],
    ["a role id that is no uuid", { RoleId: "not-a-uuid" }, RoleMessage.notFound],
    ["a branch that does not exist", { BranchId: randomUUID() }, BranchMessage.notFound],
    ["a branch id that is no uuid", { BranchId: "../x" }, BranchMessage.notFound],
  ])("answers 404 for %s, and stores nothing", async (_case, change, message) => {
    const setting = await office();
    expectRefusal(await post(setting.manager.headers, { ...newcomer(setting), ...change }), 404, message);
    expect((await usersOf(setting.manager)).Count).toBe(1);
  });

  it("refuses a user without MANAGE_USERS with 403, and stores nothing", async () => {
    const setting = await office();
    const clerk = await colleague(setting.manager, [MANAGE_BOOKINGS, MANAGE_SUITES]);
    expectRefusal(await post(clerk.headers, newcomer(setting)), 403, AccessMessage.forbidden);
    expect((await usersOf(setting.manager)).Count).toBe(2);
  });
});

describe("listing users", () => {
  it("answers each user's fields, never a password", async () => {
    const { manager } = await office();
    const response = await list(manager.headers, manager.domainId);
    expect(response.json()).toEqual({
      Count: 1,
      Users: [
        {
          Id: manager.userId,
          Username: manager.username,
          Email: manager.email,
          Activated: true,
          Invitation: null,
          DomainId: manager.domainId,
          RoleId: manager.roleId,
          BranchId: manager.branchId,
          Permissions: [MANAGE_USERS, MANAGE_SUITES, MANAGE_BOOKINGS],
        },
      ],
    });
    expect(response.body).not.toContain("$argon2");
    expect(response.body).not.toMatch(/password/i);
  });

  it("answers the count of all the domain's users and the page asked for", async () => {
    const { manager } = await office();
    for (let n = 0; n < 4; n++) await createUser(api.db, { domain: manager, permissions: [] });
    const all = await usersOf(manager);
    expect(all.Count).toBe(5);
    expect(all.Users).toHaveLength(5);
    const page = await list(manager.headers, manager.domainId, 2, 2);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ Count: 5, Users: all.Users.slice(2, 4) });
    expect((await list(manager.headers, manager.domainId, 3, 2)).json()).toEqual({
      Count: 5,
      Users: all.Users.slice(4),
    });
  });

  it("is open to staff without any permission", async () => {
    const { manager } = await office();
    const clerk = await colleague(manager, []);
    expect((await usersOf(clerk)).Count).toBe(2);
  });

  it.each([
    ["page 0", 0, 10, PagingMessage.page],
    ["pageSize 0", 1, 0, PagingMessage.pageSize],
    ["a pageSize over 100", 1, 101, PagingMessage.pageSize],
  ])("answers 400 for %s", async (_case, page, size, message) => {
    const { manager } = await office();
    expectRefusal(await list(manager.headers, manager.domainId, page, size), 400, message);
  });
});

describe("editing a user", () => {
  it("changes email, role, branch and activated, and keeps the username", async () => {
    const setting = await office();
    const clerk = await colleague(setting.manager);
    const edit = {
      Id: clerk.userId,
      Email: `new-${unique()}@example.com`,
      DomainId: clerk.domainId,
      BranchId: setting.annexe.id,
      RoleId: setting.frontDesk.id,
      Activated: true,
    };
    const updated = await put(setting.manager.headers, { ...edit, Username: "renamed" });
    expect(updated.statusCode).toBe(200);
    const user = { ...edit, Username: clerk.username, Invitation: null, Permissions: [MANAGE_BOOKINGS] };
    expect(updated.json()).toEqual(user);
    expect((await usersOf(setting.manager)).Users).toContainEqual(user);

    const session = await login(clerk.username, clerk.password);
    expect(session.json().User).toMatchObject({
      BranchId: setting.annexe.id,
      Permissions: [MANAGE_BOOKINGS],
    });
  });

  it("ends the sessions of a user it deactivates, who cannot sign in until activated again", async () => {
    const { manager } = await office();
    const clerk = await colleague(manager);
    const before = (await usersOf(manager)).Users.find((user) => user.Id === clerk.userId) as User;
    const deactivated = await put(manager.headers, { ...editOf(before), Activated: false });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toEqual({ ...before, Activated: false });

    expectRefusal(await list(clerk.headers, clerk.domainId), 401, AuthMessage.unauthenticated);
    const refresh = await api.call(calls.auth.refresh, { body: { refreshToken: clerk.refreshToken } });
    expectRefusal(refresh, 401, AuthMessage.sessionExpired);
    expectRefusal(await login(clerk.username, clerk.password), 401, AuthMessage.notActivated);

    expect((await put(manager.headers, editOf(before))).statusCode).toBe(200);
    const again = await signIn(api, clerk);
    expect((await list(again.headers, clerk.domainId)).statusCode).toBe(200);
  });

  it("will not let the manager deactivate itself: 409, and it stays signed in", async () => {
    const { manager } = await office();
    const self = (await usersOf(manager)).Users[0] as User;
    expectRefusal(
      await put(manager.headers, { ...editOf(self), Activated: false }),
      409,
      UserMessage.deactivateYourself,
    );
    expect((await usersOf(manager)).Users).toEqual([self]);
  });

  it("refuses an email another domain's user holds, whatever its case, with 409", async () => {
    const taken = await createUser(api.db);
    const { manager } = await office();
    const clerk = await colleague(manager);
    const before = await usersOf(manager);
    const edit = { ...editOf(before.Users.find((user) => user.Id === clerk.userId) as User) };
    const response = await put(manager.headers, { ...edit, Email: taken.email.toUpperCase() });
    expectRefusal(response, 409, UserMessage.emailTaken(taken.email.toUpperCase()));
    expect(await usersOf(manager)).toEqual(before);
  });

  it("refuses a role holding a permission the manager lacks with 403, and the user is unchanged", async () => {
    const { manager } = await office();
    const clerk = await colleague(manager);
    const admin = await createRole(api.db, manager, [MANAGE_USERS, GLOBAL]);
    const before = await usersOf(manager);
    const edit = editOf(before.Users.find((user) => user.Id === clerk.userId) as User);
    expectRefusal(await put(manager.headers, { ...edit, RoleId: admin.id }), 403, RoleMessage.cannotGrant);
    expect(await usersOf(manager)).toEqual(before);
  });

  it("refuses to edit a user more powerful than the manager, even its email, with 403", async () => {
    const { manager } = await office();
    const owner = await colleague(manager, [MANAGE_USERS, GLOBAL]);
    const before = await usersOf(manager);
    const edit = editOf(before.Users.find((user) => user.Id === owner.userId) as User);
    const response = await put(manager.headers, { ...edit, Email: `taken-over-${unique()}@example.com` });
    expectRefusal(response, 403, RoleMessage.cannotGrant);
    expect(await usersOf(manager)).toEqual(before);
  });

  it.each([
    ["no Id", { Id: undefined }, UserMessage.id],
    ["a blank email", { Email: " " }, UserMessage.email],
    ["an email that is no email", { Email: "nope" }, UserMessage.emailFormat],
    ["no domain id", { DomainId: undefined }, UserMessage.domainId],
    ["no branch id", { BranchId: undefined }, UserMessage.branchId],
    ["no role id", { RoleId: "" }, UserMessage.roleId],
    ["no Activated", { Activated: undefined }, UserMessage.activated],
    ["an Activated that is no boolean", { Activated: "yes" }, UserMessage.activated],
  ])("answers 400 for %s, and the user is unchanged", async (_case, change, message) => {
    const { manager } = await office();
    const clerk = await colleague(manager);
    const before = await usersOf(manager);
    const edit = editOf(before.Users.find((user) => user.Id === clerk.userId) as User);
    expectRefusal(await put(manager.headers, { ...edit, Activated: false, ...change }), 400, message);
    expect(await usersOf(manager)).toEqual(before);
  });

  it.each([
    ["a user that does not exist", randomUUID()],
    ["an id that is no uuid", "not-a-uuid"],
  ])("answers 404 for %s", async (_case, id) => {
    const setting = await office();
    const { DomainId, BranchId, RoleId } = newcomer(setting);
    const body = { Id: id, Email: "someone@example.com", DomainId, BranchId, RoleId, Activated: true };
    expectRefusal(await put(setting.manager.headers, body), 404, UserMessage.notFound);
  });

  it("refuses a user without MANAGE_USERS with 403, and the user is unchanged", async () => {
    const { manager } = await office();
    const clerk = await colleague(manager, [MANAGE_BOOKINGS, MANAGE_SUITES]);
    const before = await usersOf(manager);
    const edit = editOf(before.Users.find((user) => user.Id === manager.userId) as User);
    expectRefusal(await put(clerk.headers, { ...edit, Activated: false }), 403, AccessMessage.forbidden);
    expect(await usersOf(manager)).toEqual(before);
  });
});

describe("deleting a user", () => {
  // SPEC section 7: every call but sign-in, forgot and reset carries a JSON content type.
  it("deletes a user asked with a JSON content type and no body, as a SPEC client does", async () => {
    const { manager } = await office();
    const clerk = await colleague(manager);
    const headers = { ...manager.headers, "content-type": "application/json" };
    expect((await remove(headers, manager.domainId, clerk.userId)).statusCode).toBe(204);
  });

  it("removes the user, who can no longer sign in, and frees its username and email", async () => {
    const setting = await office();
    const clerk = await colleague(setting.manager);
    const response = await remove(setting.manager.headers, clerk.domainId, clerk.userId);
    expect(response.statusCode).toBe(204);
    expect((await usersOf(setting.manager)).Users.map((user) => user.Id)).toEqual([setting.manager.userId]);
    expectRefusal(await list(clerk.headers, clerk.domainId), 401, AuthMessage.unauthenticated);
    expectRefusal(await login(clerk.username, clerk.password), 401, AuthMessage.invalidCredentials);
    expectRefusal(
      await remove(setting.manager.headers, clerk.domainId, clerk.userId),
      404,
      UserMessage.notFound,
    );

    const again = await post(setting.manager.headers, {
      ...newcomer(setting),
      Username: clerk.username,
      Email: clerk.email,
    });
    expect(again.statusCode).toBe(201);
  });

  it("will not let the manager delete itself: 409", async () => {
    const { manager } = await office();
    const before = await usersOf(manager);
    expectRefusal(
      await remove(manager.headers, manager.domainId, manager.userId),
      409,
      UserMessage.deleteYourself,
    );
    expect(await usersOf(manager)).toEqual(before);
  });

  it("refuses to delete a user more powerful than the manager with 403", async () => {
    const { manager } = await office();
    const owner = await colleague(manager, [GLOBAL]);
    const before = await usersOf(manager);
    expectRefusal(
      await remove(manager.headers, manager.domainId, owner.userId),
      403,
      RoleMessage.cannotGrant,
    );
    expect(await usersOf(manager)).toEqual(before);
  });

  it.each([
    ["a user that does not exist", randomUUID()],
    ["an id that is no uuid", "not-a-uuid"],
  ])("answers 404 for %s", async (_case, id) => {
    const { manager } = await office();
    expectRefusal(await remove(manager.headers, manager.domainId, id), 404, UserMessage.notFound);
  });

  it("refuses a user without MANAGE_USERS with 403, and keeps the user", async () => {
    const { manager } = await office();
    const clerk = await colleague(manager, [MANAGE_BOOKINGS]);
    const before = await usersOf(manager);
    expectRefusal(
      await remove(clerk.headers, manager.domainId, manager.userId),
      403,
      AccessMessage.forbidden,
    );
    expect(await usersOf(manager)).toEqual(before);
  });
});

describe("without a valid token", () => {
  it.each([
    ["no Authorization header", {}],
    ["a token that is no JWT", bearer("not-a-token")],
  ])("answers 401 to every user call for %s, and changes nothing", async (_case, headers) => {
    const setting = await office();
    const clerk = await colleague(setting.manager);
    const before = await usersOf(setting.manager);
    const edit = editOf(before.Users.find((user) => user.Id === clerk.userId) as User);
    for (const response of [
      await list(headers, clerk.domainId),
      await post(headers, newcomer(setting)),
      await put(headers, { ...edit, Activated: false }),
      await remove(headers, clerk.domainId, clerk.userId),
    ]) {
      expectRefusal(response, 401, AuthMessage.unauthenticated);
    }
    expect(await usersOf(setting.manager)).toEqual(before);
  });
});
