import { randomUUID } from "node:crypto";
import { AuthMessage, calls } from "@concierge/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser, signIn } from "../../../test/factories.js";
import { type Api, bearer, ownAddress, readMail, startApi, tokenFromMail } from "../../../test/harness.js";
import { anyCode } from "../../../test/refusal.js";
import { mailedTokens, users } from "../../db/schema/index.js";
import { issueMailedToken } from "../../lib/mailed-tokens.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const forgot = (body: unknown, remoteAddress = ownAddress()) =>
  api.call(calls.auth.forgotPassword, { body }, undefined, { remoteAddress });
const change = (body: unknown) => api.call(calls.auth.changePassword, { body });
const login = (username: string, password: string) =>
  api.call(calls.auth.login, { body: { username, password } });

/** Asks for a reset of `email` and reads the token out of the mail it sends. */
async function mailedToken(email: string): Promise<string> {
  expect((await forgot({ email })).statusCode).toBe(200);
  return tokenFromMail(await readMail(api.config.dataDir, email));
}

const invalidToken = { error: AuthMessage.invalidToken, message: AuthMessage.invalidToken, code: anyCode };

describe("asking for a password reset", () => {
  it("answers the same message for a known and an unknown email", async () => {
    const user = await createUser(api.db);
    for (const email of [user.email, user.email.toUpperCase(), `nobody-${randomUUID()}@example.com`]) {
      const response = await forgot({ email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: AuthMessage.resetSent });
    }
  });

  it.each([
    ["a bad email", { email: "front desk" }, "email must be a valid email"],
    ["no email", {}, "email is required"],
    [
      "an email over 100 characters",
      { email: `${"e".repeat(95)}@example.com` },
      "email must be at most 100 characters",
    ],
  ])("answers 400 for %s", async (_case, payload, message) => {
    const response = await forgot(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, message, code: anyCode });
  });

  it("mails the user a link to the reset form and the token itself", async () => {
    const user = await createUser(api.db);
    await forgot({ email: user.email });
    const mail = await readMail(api.config.dataDir, user.email);
    const token = tokenFromMail(mail);
    expect(mail).toContain(`To: ${user.email}`);
    expect(mail).toContain(
      `${api.config.publicUrl}/admin/forgot/changePassword?token=${encodeURIComponent(token)}\n`,
    );
    expect(mail).toContain(`\n${token}\n`);
  });

  it("refuses the 6th request for one email with 429 and Retry-After, from any address", async () => {
    const user = await createUser(api.db);
    for (let request = 1; request <= 5; request++) {
      expect((await forgot({ email: user.email })).statusCode).toBe(200);
    }
    const sixth = await forgot({ email: user.email.toUpperCase() });
    expect(sixth.statusCode).toBe(429);
    const seconds = Number(sixth.headers["retry-after"]);
    expect(String(sixth.headers["retry-after"])).toMatch(/^\d+$/);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    const minutes = Math.ceil(seconds / 60);
    const message = AuthMessage.tooManyAttempts(minutes);
    expect(sixth.json()).toEqual({
      error: message,
      message,
      code: anyCode,
      refusal: "auth.tooManyAttempts",
      values: { count: minutes },
    });
  });
});

describe("changing the password with a mailed token", () => {
  it("sets the new password once: it signs in, the old one does not, the token is spent", async () => {
    const user = await createUser(api.db);
    const token = await mailedToken(user.email);

    const response = await change({ token, password: "a brand new password" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AuthMessage.passwordChanged });
    expect((await login(user.username, "a brand new password")).statusCode).toBe(200);
    const old = await login(user.username, user.password);
    expect(old.statusCode).toBe(401);
    expect(old.json().error).toBe(AuthMessage.invalidCredentials);

    const again = await change({ token, password: "yet another password" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidToken);
    expect((await login(user.username, "a brand new password")).statusCode).toBe(200);
  });

  it("spends every other link the user was mailed once the password is changed", async () => {
    const user = await createUser(api.db);
    const first = await mailedToken(user.email);
    expect((await forgot({ email: user.email })).statusCode).toBe(200);
    const second = await vi.waitFor(async () => {
      const newest = tokenFromMail(await readMail(api.config.dataDir, user.email));
      expect(newest).not.toBe(first);
      return newest;
    });

    expect((await change({ token: second, password: "a brand new password" })).statusCode).toBe(200);
    const stale = await change({ token: first, password: "an attacker's password" });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual(invalidToken);
  });

  it("stores the new password as an argon2id hash", async () => {
    const user = await createUser(api.db);
    await change({ token: await mailedToken(user.email), password: "a brand new password" });
    const [stored] = await api.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.userId));
    expect(stored?.hash).toMatch(/^\$argon2id\$/);
  });

  it("refuses an expired token with 400 and keeps the old password", async () => {
    const user = await createUser(api.db);
    const token = await mailedToken(user.email);
    await api.db
      .update(mailedTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mailedTokens.userId, user.userId));
    const response = await change({ token, password: "a brand new password" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidToken);
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it.each([
    ["garbage", "garbage"],
    ["a random domain id and secret", `${randomUUID()}.${"s".repeat(43)}`],
  ])("refuses a token made of %s with 400 'invalid or expired token'", async (_case, token) => {
    const response = await change({ token, password: "a brand new password" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidToken);
  });

  it.each([
    ["a password under 8 characters", { password: "short12" }, "password must be at least 8 characters"],
    ["no password", { password: undefined }, "password is required"],
    [
      "a password over 100 characters",
      { password: "p".repeat(101) },
      "password must be at most 100 characters",
    ],
    ["no token", { token: undefined }, "token is required"],
    ["a blank token", { token: "   " }, "token is required"],
    ["a token over 100 characters", { token: "t".repeat(101) }, "token must be at most 100 characters"],
  ])("answers 400 for %s, and the token still works", async (_case, fields, message) => {
    const user = await createUser(api.db);
    const token = await mailedToken(user.email);
    const response = await change({ token, password: "a brand new password", ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, message, code: anyCode });
    expect((await change({ token, password: "a brand new password" })).statusCode).toBe(200);
  });

  it("ends every session the user had", async () => {
    const user = await createUser(api.db);
    const session = await signIn(api, user);
    expect((await api.call(calls.countries.list, {}, session.headers)).statusCode).toBe(200);

    await change({ token: await mailedToken(user.email), password: "a brand new password" });
    const afterwards = await api.call(calls.countries.list, {}, bearer(session.token));
    expect(afterwards.statusCode).toBe(401);
    const renewal = await api.call(calls.auth.refresh, { body: { refreshToken: session.refreshToken } });
    expect(renewal.statusCode).toBe(401);
  });

  it("activates an invited user, who can then sign in with the password they chose", async () => {
    const user = await createUser(api.db, { activated: false });
    const token = await issueMailedToken(api.db, user, "invitation", 60);
    expect((await login(user.username, user.password)).json().error).toBe(AuthMessage.notActivated);

    const response = await change({ token, password: "my first password" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AuthMessage.passwordChanged });
    expect((await login(user.username, "my first password")).statusCode).toBe(200);
  });

  it("does not activate a deactivated user through a reset", async () => {
    const user = await createUser(api.db, { activated: false });
    const token = await mailedToken(user.email);
    expect((await change({ token, password: "a brand new password" })).statusCode).toBe(200);
    const response = await login(user.username, "a brand new password");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: AuthMessage.notActivated,
      message: AuthMessage.notActivated,
      code: anyCode,
    });
  });
});
