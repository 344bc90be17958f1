import { randomUUID } from "node:crypto";
import { AccessMessage, AuthMessage, calls, Permission } from "@concierge/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDomain, createRole, createUser } from "../../../test/factories.js";
import { type Api, bearer, startApi } from "../../../test/harness.js";
import { anyCode } from "../../../test/refusal.js";
import { users } from "../../db/schema/index.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const login = (body: unknown) => api.call(calls.auth.login, { body });

function expectRefusal(response: Awaited<ReturnType<typeof login>>, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ error: message, message, code: anyCode });
}

describe("signing in", () => {
  it("answers the tokens, the user with its role's name and its domain, and nothing of the password", async () => {
    const domain = await createDomain(api.db);
    const role = await createRole(api.db, domain, [Permission.MANAGE_BRANCHES], "Night auditor");
    const user = await createUser(api.db, { domain, roleId: role.id });
    const response = await login({ username: user.username, password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Token: expect.any(String),
      RefreshToken: expect.any(String),
      User: {
        Id: user.userId,
        Username: user.username,
        Permissions: [Permission.MANAGE_BRANCHES],
        Role: "Night auditor",
        DomainId: user.domainId,
        BranchId: user.branchId,
      },
      Domain: { DomainName: domain.name, Logo: "/logo.svg", Currency: "USD" },
      Preferences: { Language: null, Theme: "system" },
    });
    expect(response.body).not.toContain(user.password);
    expect(response.body).not.toContain("$argon2");

    const countries = await api.call(calls.countries.list, {}, bearer(response.json().Token));
    expect(countries.statusCode).toBe(200);
  });

  it("finds the user whatever the case of the username", async () => {
    const user = await createUser(api.db);
    const response = await login({ username: ` ${user.username.toUpperCase()} `, password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().User.Username).toBe(user.username);
  });

  it.each([
    ["a wrong password", (user: { username: string }) => ({ username: user.username, password: "wrong pw" })],
    ["an unknown username", () => ({ username: `nobody-${randomUUID()}`, password: "wrong pw" })],
  ])("answers 401 'invalid username or password' for %s", async (_case, payload) => {
    const user = await createUser(api.db);
    expectRefusal(await login(payload(user)), 401, AuthMessage.invalidCredentials);
  });

  it("refuses an inactive user with the right password: 401 'account is not activated'", async () => {
    const user = await createUser(api.db, { activated: false });
    const response = await login({ username: user.username, password: user.password });
    expectRefusal(response, 401, AuthMessage.notActivated);
  });

  it.each([
    ["no username", { password: "a password" }, "username is required"],
    ["a blank username", { username: "   ", password: "a password" }, "username is required"],
    ["no password", { username: "someone" }, "password is required"],
    ["an empty password", { username: "someone", password: "" }, "password is required"],
    [
      "a username over 100 characters",
      { username: "u".repeat(101), password: "a password" },
      "username must be at most 100 characters",
    ],
    [
      "a password over 100 characters",
      { username: "someone", password: "p".repeat(101) },
      "password must be at most 100 characters",
    ],
    ["a body that is a list", [], AccessMessage.invalidBody],
  ])("answers 400 for %s", async (_case, payload, message) => {
    expectRefusal(await login(payload), 400, message);
  });

  it("answers 400, not 500, for a username holding a NUL character", async () => {
    const response = await login({ username: "front\u0000desk", password: "a password" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: expect.any(String),
      message: expect.any(String),
      code: anyCode,
    });
  });

  it("says 'username must not contain NUL characters' for a username holding a NUL", async () => {
    const response = await login({ username: "front\u0000desk", password: "a password" });
    const message = "username must not contain NUL characters";
    expect(response.json()).toEqual({ error: message, message, code: anyCode });
  });

  it("keeps only an argon2id hash of the password", async () => {
    const user = await createUser(api.db);
    const [stored] = await api.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.userId));
    expect(stored?.hash).toMatch(/^\$argon2id\$/);
    expect(stored?.hash).not.toContain(user.password);
  });
});
