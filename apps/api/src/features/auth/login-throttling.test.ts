import { randomUUID } from "node:crypto";
import { AuthMessage, calls } from "@concierge/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.js";
import { type Api, ownAddress, startApi } from "../../../test/harness.js";
import { anyCode, expectRefusal } from "../../../test/refusal.js";
import { throttleEvents } from "../../db/schema/index.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const loginTo = (target: Api) => (body: unknown, remoteAddress: string) =>
  target.call(calls.auth.login, { body }, undefined, { remoteAddress });
const login = (body: unknown, remoteAddress: string) => loginTo(api)(body, remoteAddress);

function retryAfter(response: Awaited<ReturnType<typeof login>>): number {
  const header = String(response.headers["retry-after"]);
  expect(header).toMatch(/^\d+$/);
  return Number(header);
}

/** Wrong passwords for usernames nobody has, from `address`: each one a failure of the address only. */
async function guessAcrossUsernames(send: typeof login, address: string, times: number) {
  for (let attempt = 1; attempt <= times; attempt++) {
    const response = await send({ username: `nobody-${randomUUID()}`, password: "wrong pw" }, address);
    expectRefusal(response, 401, AuthMessage.invalidCredentials);
  }
}

const countOf = async (key: string) =>
  (await api.db.select({ key: throttleEvents.key }).from(throttleEvents).where(eq(throttleEvents.key, key)))
    .length;

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
    const minutes = Math.ceil(seconds / 60);
    const message = AuthMessage.tooManyAttempts(minutes);
    expect(sixth.json()).toEqual({
      error: message,
      message,
      code: anyCode,
      refusal: "auth.tooManyAttempts",
      values: { count: minutes },
    });
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

  it("refuses wrong passwords from an address past 20 failures with 429, and keeps counting them", async () => {
    const address = ownAddress();
    await guessAcrossUsernames(login, address, 20);

    const user = await createUser(api.db);
    const wrong = { username: user.username, password: "wrong pw" };
    const blocked = await login(wrong, address);
    expect(blocked.statusCode).toBe(429);
    const seconds = retryAfter(blocked);
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expectRefusal(blocked, 429, AuthMessage.tooManyAttempts(Math.ceil(seconds / 60)));
    expect(await countOf(`login:ip:${address}`)).toBe(21);

    // Those failures count against the username too: guessing it stops at its own limit.
    for (let attempt = 2; attempt <= 5; attempt++) expect((await login(wrong, address)).statusCode).toBe(429);
    const right = { username: user.username, password: user.password };
    expect((await login(right, ownAddress())).statusCode).toBe(429);
  });

  it("signs in the right password from that address for a username below its own limit", async () => {
    const address = ownAddress();
    await guessAcrossUsernames(login, address, 20);
    const user = await createUser(api.db);
    expectRefusal(
      await login({ username: user.username, password: "wrong pw" }, address),
      429,
      expect.any(String),
    );

    const response = await login({ username: user.username, password: user.password }, address);
    expect(response.statusCode).toBe(200);
    expect(response.json().User.Id).toBe(user.userId);
    // The address stays past its limit for the next wrong password.
    expect((await login({ username: user.username, password: "wrong pw" }, address)).statusCode).toBe(429);
  });

  it("refuses the right password from a blocked address once the username reached its own limit", async () => {
    const address = ownAddress();
    const user = await createUser(api.db);
    for (let attempt = 1; attempt <= 5; attempt++)
      await login({ username: user.username, password: "wrong pw" }, ownAddress());
    await guessAcrossUsernames(login, address, 20);

    const response = await login({ username: user.username, password: user.password }, address);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      error: expect.any(String),
      message: expect.any(String),
      code: anyCode,
      refusal: "auth.tooManyAttempts",
      values: { count: expect.any(Number) },
    });
  });

  it("forgets failures older than the window", async () => {
    const address = ownAddress();
    await guessAcrossUsernames(login, address, 20);
    await api.db
      .update(throttleEvents)
      .set({ at: sql`${throttleEvents.at} - interval '15 minutes'` })
      .where(eq(throttleEvents.key, `login:ip:${address}`));
    await guessAcrossUsernames(login, address, 1);
  });
});

describe("throttling sign-in with configured limits", () => {
  let configured: Api;
  beforeAll(async () => {
    configured = await startApi({
      env: {
        LOGIN_MAX_FAILURES_PER_USER: "3",
        LOGIN_MAX_FAILURES_PER_ADDRESS: "4",
        LOGIN_THROTTLE_WINDOW_MINUTES: "2",
      },
    });
  });
  afterAll(() => configured.close());

  it("locks a username after LOGIN_MAX_FAILURES_PER_USER failures, for LOGIN_THROTTLE_WINDOW_MINUTES", async () => {
    const send = loginTo(configured);
    const user = await createUser(configured.db);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await send({ username: user.username, password: "wrong pw" }, ownAddress());
      expectRefusal(response, 401, AuthMessage.invalidCredentials);
    }
    const locked = await send({ username: user.username, password: user.password }, ownAddress());
    const seconds = retryAfter(locked);
    expect(seconds).toBeGreaterThan(60);
    expect(seconds).toBeLessThanOrEqual(120);
    expectRefusal(locked, 429, AuthMessage.tooManyAttempts(2));
  });

  it("refuses wrong passwords past LOGIN_MAX_FAILURES_PER_ADDRESS, and signs in a right one", async () => {
    const send = loginTo(configured);
    const address = ownAddress();
    await guessAcrossUsernames(send, address, 4);
    const blocked = await send({ username: `nobody-${randomUUID()}`, password: "wrong pw" }, address);
    expectRefusal(blocked, 429, AuthMessage.tooManyAttempts(2));
    expect(retryAfter(blocked)).toBeLessThanOrEqual(120);

    const user = await createUser(configured.db);
    const response = await send({ username: user.username, password: user.password }, address);
    expect(response.statusCode).toBe(200);
  });
});
