import { AuthMessage, calls, Permission, PreferencesMessage } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signedInUser, signIn } from "../../../test/factories.js";
import { type Api, type Headers, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { auditorOf, trailOf } from "../../../test/trail.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const mine = (headers: Headers) => api.call(calls.preferences.find, {}, headers);
const choose = (headers: Headers, body: unknown) =>
  api.call(calls.preferences.update, { body: body as never }, headers);

describe("a user's preferences", () => {
  it("start as the browser's language and the system's theme, for a user who never chose", async () => {
    const user = await signedInUser(api, { permissions: [] });
    const response = await mine(user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Language: null, Theme: "system" });
  });

  it("are saved by their user, read back, and come with the next sign-in", async () => {
    const user = await signedInUser(api, { permissions: [] });
    const saved = await choose(user.headers, { Language: "ar", Theme: "dark" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ Language: "ar", Theme: "dark" });
    expect((await mine(user.headers)).json()).toEqual({ Language: "ar", Theme: "dark" });

    const again = await api.call(calls.auth.login, { body: user });
    expect(again.json().Preferences).toEqual({ Language: "ar", Theme: "dark" });

    const back = await choose(user.headers, { Language: null, Theme: "light" });
    expect(back.json()).toEqual({ Language: null, Theme: "light" });
  });

  it("are each user's own: a colleague's choice changes nothing of another's", async () => {
    const admin = await signedInUser(api, { permissions: [Permission.MANAGE_USERS] });
    const clerk = await signedInUser(api, { domain: admin, permissions: [] });
    await choose(clerk.headers, { Language: "fr", Theme: "dark" });
    await choose(admin.headers, { Language: "es", Theme: "light" });
    expect((await mine(clerk.headers)).json()).toEqual({ Language: "fr", Theme: "dark" });
    expect((await mine(admin.headers)).json()).toEqual({ Language: "es", Theme: "light" });
  });

  it("ignore any other user named in the body: only the token's user is changed", async () => {
    const admin = await signedInUser(api, { permissions: [] });
    const other = await createUser(api.db, { domain: admin, permissions: [] });
    const sent = { Language: "fr", Theme: "dark", Id: other.userId, DomainId: admin.domainId };
    expect((await choose(admin.headers, sent)).statusCode).toBe(200);
    const theirs = await signIn(api, other);
    expect((await mine(theirs.headers)).json()).toEqual({ Language: null, Theme: "system" });
  });

  it.each([
    ["an unknown language", { Language: "de", Theme: "dark" }, PreferencesMessage.language],
    ["no language at all", { Theme: "dark" }, PreferencesMessage.language],
    ["an unknown theme", { Language: "fr", Theme: "blue" }, PreferencesMessage.theme],
    ["no theme", { Language: "fr" }, PreferencesMessage.theme],
  ])("refuse %s with 400 naming the field, and keep what was chosen", async (_case, body, message) => {
    const user = await signedInUser(api, { permissions: [] });
    await choose(user.headers, { Language: "es", Theme: "dark" });
    expectRefusal(await choose(user.headers, body), 400, message);
    expect((await mine(user.headers)).json()).toEqual({ Language: "es", Theme: "dark" });
  });

  it("answer 401 without a session, to read or to write", async () => {
    expectRefusal(await mine({}), 401, AuthMessage.unauthenticated);
    expectRefusal(await choose({}, { Language: "fr", Theme: "dark" }), 401, AuthMessage.unauthenticated);
  });

  it("record a change in the audit trail as the user's own update, named by its username", async () => {
    const user = await signedInUser(api, { permissions: [] });
    await choose(user.headers, { Language: "fr", Theme: "system" });
    const entries = await trailOf(api, await auditorOf(api, user), { entityId: user.userId });
    expect(entries[0]).toMatchObject({
      ActorId: user.userId,
      Action: "update",
      Entity: "user",
      EntityId: user.userId,
      Label: user.username,
      Changes: { Language: [null, "fr"] },
    });
  });
});
