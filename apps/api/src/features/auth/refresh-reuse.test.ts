import { AuthMessage, calls } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "../../../test/factories.js";
import { type Api, bearer, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";

// Two tabs (or two calls of one tab) refreshing with one token at once: the second is not a thief.
let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const refreshOn = (target: Api, refreshToken: string) =>
  target.call(calls.auth.refresh, { body: { refreshToken } });
const refresh = (refreshToken: string) => refreshOn(api, refreshToken);
const logout = (refreshToken: string) => api.call(calls.auth.logout, { body: { refreshToken } });
const countries = (token: string) => api.call(calls.countries.list, {}, bearer(token));

async function newPair(response: Awaited<ReturnType<typeof refresh>>) {
  expect(response.statusCode).toBe(200);
  const pair: { Token: string; RefreshToken: string } = response.json();
  expect((await countries(pair.Token)).statusCode).toBe(200);
  return pair;
}

describe("a retired refresh token within the reuse interval", () => {
  it("answers the same new refresh token as the first refresh, with an access token that works", async () => {
    const session = await signIn(api, await createUser(api.db));
    const first = await newPair(await refresh(session.refreshToken));
    const second = await newPair(await refresh(session.refreshToken));
    expect(second.RefreshToken).toBe(first.RefreshToken);
    expect(second.RefreshToken).not.toBe(session.refreshToken);
    expect((await countries(first.Token)).statusCode).toBe(200);

    // The session goes on with one chain.
    await newPair(await refresh(second.RefreshToken));
  });

  it("answers both of two refreshes sent at once with the same token", async () => {
    const session = await signIn(api, await createUser(api.db));
    const answers = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    const [one, other] = await Promise.all(answers.map(newPair));
    expect(one?.RefreshToken).toBe(other?.RefreshToken);
    await newPair(await refresh(one?.RefreshToken ?? ""));
  });

  it("answers a pair of the same session: signing out with it ends the other tab's too", async () => {
    const session = await signIn(api, await createUser(api.db));
    const first = await newPair(await refresh(session.refreshToken));
    const second = await newPair(await refresh(session.refreshToken));

    expect((await logout(second.RefreshToken)).statusCode).toBe(204);
    for (const token of [first.Token, second.Token]) {
      expectRefusal(await countries(token), 401, AuthMessage.unauthenticated);
    }
    for (const token of [first.RefreshToken, session.refreshToken]) {
      expectRefusal(await refresh(token), 401, AuthMessage.sessionExpired);
    }
  });

  it("still revokes the session when the token is two rotations old", async () => {
    const session = await signIn(api, await createUser(api.db));
    const first = await newPair(await refresh(session.refreshToken));
    const second = await newPair(await refresh(first.RefreshToken));

    expectRefusal(await refresh(session.refreshToken), 401, AuthMessage.sessionExpired);
    expectRefusal(await refresh(second.RefreshToken), 401, AuthMessage.sessionExpired);
    expectRefusal(await countries(second.Token), 401, AuthMessage.unauthenticated);
  });
});

describe("REFRESH_REUSE_SECONDS=0", () => {
  let strict: Api;
  beforeAll(async () => {
    strict = await startApi({ env: { REFRESH_REUSE_SECONDS: "0" } });
  });
  afterAll(() => strict.close());

  it("revokes the whole session as soon as a retired token comes back", async () => {
    const session = await signIn(strict, await createUser(strict.db));
    const renewed = await refreshOn(strict, session.refreshToken);
    expect(renewed.statusCode).toBe(200);

    expectRefusal(await refreshOn(strict, session.refreshToken), 401, AuthMessage.sessionExpired);
    expectRefusal(await refreshOn(strict, renewed.json().RefreshToken), 401, AuthMessage.sessionExpired);
    const call = await strict.call(calls.countries.list, {}, bearer(renewed.json().Token));
    expectRefusal(call, 401, AuthMessage.unauthenticated);
  });
});
