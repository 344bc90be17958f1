import { randomUUID } from "node:crypto";
import { AuthMessage, calls } from "@concierge/contract";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "../../../test/factories.js";
import { type Api, bearer, startApi } from "../../../test/harness.js";
import { anyCode } from "../../../test/refusal.js";
import { refreshTokens, sessions, users } from "../../db/schema/index.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const refresh = (refreshToken: unknown) => api.call(calls.auth.refresh, { body: { refreshToken } });
const logout = (refreshToken: unknown) => api.call(calls.auth.logout, { body: { refreshToken } });
const countries = (token: string) => api.call(calls.countries.list, {}, bearer(token));

const REUSE_SECONDS = 10; // REFRESH_REUSE_SECONDS' default

/** Moves the retirement of the domain's rotated refresh tokens `seconds` into the past. */
async function retiredSecondsAgo(domainId: string, seconds: number) {
  await api.db
    .update(refreshTokens)
    .set({ retiredAt: sql`${refreshTokens.retiredAt} - make_interval(secs => ${seconds})` })
    .where(and(eq(refreshTokens.domainId, domainId), isNotNull(refreshTokens.retiredAt)));
}

const refused = { error: AuthMessage.sessionExpired, message: AuthMessage.sessionExpired, code: anyCode };
const signedOut = { error: AuthMessage.unauthenticated, message: AuthMessage.unauthenticated, code: anyCode };

describe("refreshing a session", () => {
  it("trades a refresh token for a new pair whose access token works", async () => {
    const user = await createUser(api.db);
    const session = await signIn(api, user);
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(200);
    const pair = response.json();
    expect(pair).toEqual({ Token: expect.any(String), RefreshToken: expect.any(String) });
    expect(pair.RefreshToken).not.toBe(session.refreshToken);
    expect((await countries(pair.Token)).statusCode).toBe(200);
    // The next refresh goes on with the new token.
    expect((await refresh(pair.RefreshToken)).statusCode).toBe(200);
  });

  it("revokes the whole session when a retired refresh token comes back after the reuse interval, and only that session", async () => {
    const user = await createUser(api.db);
    const stolen = await signIn(api, user);
    const otherDevice = await signIn(api, user);
    const renewed = (await refresh(stolen.refreshToken)).json();
    await retiredSecondsAgo(user.domainId, REUSE_SECONDS + 1);

    const replayed = await refresh(stolen.refreshToken);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual(refused);

    const newest = await refresh(renewed.RefreshToken);
    expect(newest.statusCode).toBe(401);
    expect(newest.json()).toEqual(refused);
    for (const token of [stolen.token, renewed.Token]) {
      const response = await countries(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(signedOut);
    }

    expect((await countries(otherDevice.token)).statusCode).toBe(200);
    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(200);
  });

  it.each([
    ["a single character", "x"],
    ["a random domain id and a short secret", `${randomUUID()}.secret`],
    ["a random domain id and a long secret", `${randomUUID()}.${"s".repeat(43)}`],
    ["something that is no domain id", `not-a-uuid.${"s".repeat(43)}`],
    ["200 characters", "t".repeat(200)],
    ["a NUL character", `${randomUUID()}.\u0000${"s".repeat(43)}`],
  ])("refuses a refresh token made of %s with 401", async (_case, token) => {
    const response = await refresh(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refused);
  });

  it.each([
    ["no refresh token", undefined, "refreshToken is required"],
    ["an empty refresh token", "", "refreshToken is required"],
    ["a refresh token that is not a string", 42, "refreshToken is required"],
  ])("answers 400 for %s", async (_case, token, message) => {
    const response = await refresh(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, message, code: anyCode });
  });

  it("answers 400 'refreshToken must be at most 200 characters' for a longer one", async () => {
    const response = await refresh("t".repeat(201));
    const message = "refreshToken must be at most 200 characters";
    expect(response.json()).toEqual({ error: message, message, code: anyCode });
  });

  it("refuses the tokens of a session past its end", async () => {
    const user = await createUser(api.db);
    const session = await signIn(api, user);
    await api.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.userId));
    expect((await refresh(session.refreshToken)).json()).toEqual(refused);
    expect((await countries(session.token)).statusCode).toBe(401);
  });

  it("refuses the tokens of a user who has been deactivated", async () => {
    const user = await createUser(api.db);
    const session = await signIn(api, user);
    // No call deactivates a user yet; the users API will.
    await api.db.update(users).set({ activated: false }).where(eq(users.id, user.userId));
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await countries(session.token)).statusCode).toBe(401);
  });
});

describe("signing out", () => {
  it("ends the session of the presented refresh token, and only that one", async () => {
    const user = await createUser(api.db);
    const leaving = await signIn(api, user);
    const staying = await signIn(api, user);

    const response = await logout(leaving.refreshToken);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");

    expect((await refresh(leaving.refreshToken)).json()).toEqual(refused);
    const afterwards = await countries(leaving.token);
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json()).toEqual(signedOut);

    expect((await countries(staying.token)).statusCode).toBe(200);
    expect((await refresh(staying.refreshToken)).statusCode).toBe(200);
  });

  it("ends the session from an older token of its chain too", async () => {
    const user = await createUser(api.db);
    const session = await signIn(api, user);
    const renewed = (await refresh(session.refreshToken)).json();
    expect((await logout(session.refreshToken)).statusCode).toBe(204);
    expect((await refresh(renewed.RefreshToken)).statusCode).toBe(401);
    expect((await countries(renewed.Token)).statusCode).toBe(401);
  });

  it("answers 204 again for a token already signed out, and for one it does not know", async () => {
    const user = await createUser(api.db);
    const session = await signIn(api, user);
    expect((await logout(session.refreshToken)).statusCode).toBe(204);
    expect((await logout(session.refreshToken)).statusCode).toBe(204);
    expect((await logout(`${randomUUID()}.${"s".repeat(43)}`)).statusCode).toBe(204);
  });

  it("answers 400 'refreshToken is required' without a refresh token", async () => {
    const response = await logout(undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "refreshToken is required",
      message: "refreshToken is required",
      code: anyCode,
    });
  });
});
