import { randomUUID } from "node:crypto";
import { ALL_PERMISSIONS, calls, Permission } from "@concierge/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { type Api, readMail, startApi, tokenFromMail } from "../../../test/harness.js";
import { trailOf } from "../../../test/trail.js";
import { auditEntries, users } from "../../db/schema/index.js";
import { changesOf } from "../../lib/audit.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const LOCAL = ALL_PERMISSIONS.filter((permission) => permission !== Permission.GLOBAL);
const login = (username: string, password: string) =>
  api.call(calls.auth.login, { body: { username, password } });
const setPassword = (token: string, password: string) =>
  api.call(calls.auth.changePassword, { body: { token, password } });

describe("the audit trail records what happens to accounts", () => {
  it("an invitation's first password, a failed and a good sign-in, a sign-out and a reset, and never a secret", async () => {
    const admin = await signedInUser(api, { permissions: LOCAL });
    const username = `night-${randomUUID().slice(0, 8)}`;
    const email = `${username}@example.com`;
    const body = {
      Username: username,
      Email: email,
      DomainId: admin.domainId,
      BranchId: admin.branchId,
      RoleId: admin.roleId,
    };
    const created = await api.call(calls.users.create, { body }, admin.headers);
    expect(created.statusCode).toBe(201);
    const userId = created.json().Id;
    const invitation = tokenFromMail(await readMail(api.config.dataDir, email));
    const first = `first-${randomUUID()}`;
    expect((await setPassword(invitation, first)).statusCode).toBe(200);
    expect((await login(username.toUpperCase(), "not-the-password")).statusCode).toBe(401);
    const signedIn = await login(username, first);
    expect(signedIn.statusCode).toBe(200);
    const { Token, RefreshToken } = signedIn.json();
    expect((await api.call(calls.auth.logout, { body: { refreshToken: RefreshToken } })).statusCode).toBe(
      204,
    );
    // A second sign-out of the same session ends nothing more, and records nothing more.
    expect((await api.call(calls.auth.logout, { body: { refreshToken: RefreshToken } })).statusCode).toBe(
      204,
    );
    expect((await api.call(calls.auth.forgotPassword, { body: { email } })).statusCode).toBe(200);
    let reset = invitation;
    // The reset mail goes out behind the answer: wait for it beside the invitation's.
    for (let tries = 0; reset === invitation && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      reset = tokenFromMail(await readMail(api.config.dataDir, email));
    }
    const second = `second-${randomUUID()}`;
    expect((await setPassword(reset, second)).statusCode).toBe(200);

    const entries = await trailOf(api, admin, { entity: "user", entityId: userId });
    expect(entries.map((entry) => entry.Action)).toEqual([
      "password-reset",
      "logout",
      "login",
      "login-failed",
      "password-reset",
      "create",
    ]);
    const [resetDone, logout, signIn, failed, activated] = entries;
    for (const entry of [resetDone, logout, signIn, activated]) {
      expect(entry).toMatchObject({ ActorId: userId, ActorName: username });
    }
    expect(failed).toMatchObject({ ActorId: null, ActorName: username.toUpperCase(), Changes: {} });
    expect(activated?.Changes).toEqual({ Activated: [false, true] });
    expect(resetDone?.Changes).toEqual({});

    const [stored] = await api.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    const rows = await api.db.select().from(auditEntries).where(eq(auditEntries.domainId, admin.domainId));
    const trail = JSON.stringify(rows);
    for (const secret of [
      first,
      second,
      invitation,
      reset,
      Token,
      RefreshToken,
      admin.password,
      stored?.hash,
    ]) {
      expect(trail).not.toContain(secret);
    }
    expect(trail).not.toMatch(/password"|hash|token/i);
  });

  it("records nothing for an unknown username: it names no domain", async () => {
    const typed = `nobody-${randomUUID()}`;
    expect((await login(typed, "whatever-it-is")).statusCode).toBe(401);
    const recorded = await api.db.select().from(auditEntries).where(eq(auditEntries.actorName, typed));
    expect(recorded).toEqual([]);
  });

  it("drops any field named like a password, a hash or a token, at any depth, whatever added it", () => {
    const changes = changesOf(undefined, {
      Name: "Ada",
      Password: "hunter22",
      RefreshToken: "r",
      Profile: { passwordHash: "h", City: "Lagos" },
    });
    expect(changes).toEqual({ Name: [null, "Ada"], Profile: [null, { City: "Lagos" }] });
  });
});
