import { randomUUID } from "node:crypto";
import { AccessMessage, AuthMessage, calls, Permission } from "@concierge/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDomain, createUser } from "../../../test/factories.js";
import { type Api, bearer, startApi } from "../../../test/harness.js";
import { anyCode } from "../../../test/refusal.js";
import { throttleEvents, users } from "../../db/schema/index.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

// Throttling counts failures per client address too: a test that fails on purpose uses an address
// of its own, so that the file's address stays below the limit for every other test.
const byte = () => Math.floor(Math.random() * 256);
const ownAddress = () => `10.${byte()}.${byte()}.${byte()}`;

const login = (body: unknown, remoteAddress = api.ip) =>
  api.call(calls.auth.login, { body }, undefined, { remoteAddress });

function expectRefusal(response: Awaited<ReturnType<typeof login>>, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ error: message, message, code: anyCode });
}

function retryAfter(response: Awaited<ReturnType<typeof login>>): number {
  const header = String(response.headers["retry-after"]);
  expect(header).toMatch(/^\d+$/);
  return Number(header);
}

describe("signing in", () => {
  it("answers the tokens, the user and its domain, and nothing of the password", async () => {
    const domain = await createDomain(api.db);
    const user = await createUser(api.db, { domain, permissions: [Permission.MANAGE_BRANCHES] });
    const response = await login({ username: user.username, password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Token: expect.any(String),
      RefreshToken: expect.any(String),
      User: {
        Id: user.userId,
        Username: user.username,
        Permissions: [Permission.MANAGE_BRANCHES],
        DomainId: user.domainId,
        BranchId: user.branchId,
      },
      Domain: { DomainName: domain.name, Logo: "/logo.svg" },
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

describe("throttling sign-in", () => {
  it("says honestly how long is left: the whole window at first, what remains near its end", async () => {
    const user = await createUser(api.db);
    const address = ownAddress();
    for (let attempt = 1; attempt <= 5; attempt++)
      await login({ username: user.username, password: "wrong pw" }, address);

    const atStart = await login({ username: user.username, password: user.password }, address);
    expect(retryAfter(atStart)).toBeGreaterThan(14 * 60);
    expect(atStart.json().message).toBe(AuthMessage.tooManyAttempts(15));

    // Thirteen minutes later, the oldest failure leaves the window in about two minutes.
    await api.db
      .update(throttleEvents)
      .set({ at: sql`${throttleEvents.at} - interval '13 minutes'` })
      .where(eq(throttleEvents.key, `login:user:${user.username.toLowerCase()}`));
    const nearEnd = await login({ username: user.username, password: user.password }, address);
    const seconds = retryAfter(nearEnd);
    expect(seconds).toBeGreaterThan(60);
    expect(seconds).toBeLessThanOrEqual(120);
    expect(nearEnd.json().message).toBe(AuthMessage.tooManyAttempts(2));
  });

  it("refuses the 6th attempt for one username with 429 and Retry-After, even with the right password", async () => {
    const user = await createUser(api.db);
    const address = ownAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      // The count is per username whatever its case.
      const username = attempt % 2 ? user.username : user.username.toUpperCase();
      expectRefusal(
        await login({ username, password: "wrong pw" }, address),
        401,
        AuthMessage.invalidCredentials,
      );
    }

    const sixth = await login({ username: user.username, password: user.password }, address);
    expect(sixth.statusCode).toBe(429);
    const seconds = retryAfter(sixth);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    const message = AuthMessage.tooManyAttempts(Math.ceil(seconds / 60));
    expect(sixth.json()).toEqual({ error: message, message, code: anyCode });
    expect(message).toMatch(/^too many attempts, try again in \d+ minutes?$/);

    // The username is locked from any address; another user from the same address is not.
    expect((await login({ username: user.username, password: user.password }, ownAddress())).statusCode).toBe(
      429,
    );
    const other = await createUser(api.db);
    const answer = await login({ username: other.username, password: other.password }, address);
    expect(answer.statusCode).toBe(200);
  });

  it("starts the count again after a successful sign-in before the limit", async () => {
    const user = await createUser(api.db);
    const address = ownAddress();
    const wrong = { username: user.username, password: "wrong pw" };
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login(wrong, address)).statusCode).toBe(401);
    }
    expect((await login({ username: user.username, password: user.password }, address)).statusCode).toBe(200);

    for (let attempt = 1; attempt <= 5; attempt++) {
      expectRefusal(await login(wrong, address), 401, AuthMessage.invalidCredentials);
    }
    expect((await login({ username: user.username, password: user.password }, address)).statusCode).toBe(429);
  });

  it("refuses the 21st attempt from one address after 20 failures, whatever the usernames", async () => {
    const address = ownAddress();
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await login({ username: `nobody-${randomUUID()}`, password: "wrong pw" }, address);
      expectRefusal(response, 401, AuthMessage.invalidCredentials);
    }

    const user = await createUser(api.db);
    const blocked = await login({ username: user.username, password: user.password }, address);
    expect(blocked.statusCode).toBe(429);
    expect(retryAfter(blocked)).toBeGreaterThan(0);
    expect(blocked.json().error).toMatch(/^too many attempts/);

    const elsewhere = await login({ username: user.username, password: user.password }, ownAddress());
    expect(elsewhere.statusCode).toBe(200);
  });
});
