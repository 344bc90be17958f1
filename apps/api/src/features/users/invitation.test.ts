import { randomUUID } from "node:crypto";
import { AccessMessage, AuthMessage, calls, Permission, type User, UserMessage } from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRole, createUser, signedInUser } from "../../../test/factories.js";
import { type Api, readMail, startApi, tokenFromMail } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { auditorOf, trailOf } from "../../../test/trail.js";
import { mailedTokens } from "../../db/schema/index.js";

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const { MANAGE_BOOKINGS, MANAGE_USERS } = Permission;
const unique = () => randomUUID().slice(0, 8);
type Staff = Awaited<ReturnType<typeof signedInUser>>;

/** A user manager who has just invited a front-desk clerk: both, and the first mail's token. */
async function invited() {
  const manager = await signedInUser(api, { permissions: [MANAGE_USERS, MANAGE_BOOKINGS] });
  const role = await createRole(api.db, manager, [MANAGE_BOOKINGS]);
  const body = {
    Username: `clerk-${unique()}`,
    Email: `clerk-${unique()}@example.com`,
    DomainId: manager.domainId,
    BranchId: manager.branchId,
    RoleId: role.id,
  };
  const created = await api.call(calls.users.create, { body }, manager.headers);
  expect(created.statusCode).toBe(201);
  const clerk = created.json() as User;
  const token = tokenFromMail(await readMail(api.config.dataDir, clerk.Email));
  return { manager, clerk, token };
}

const resend = (staff: { headers: Record<string, string> }, user: Pick<User, "DomainId" | "Id">) =>
  api.call(
    calls.users.resendInvitation,
    { params: { domainId: user.DomainId, userId: user.Id } },
    staff.headers,
  );

const listed = async (manager: Staff, id: string) => {
  const params = { domainId: manager.domainId, page: 1, pageSize: 100 };
  const { Users } = (await api.call(calls.users.list, { params }, manager.headers)).json() as {
    Users: User[];
  };
  return Users.find((user) => user.Id === id);
};

/** The newest mail to `to` once it carries a token other than `old`. */
async function nextToken(to: string, old: string) {
  for (let tries = 0; tries < 100; tries++) {
    const token = tokenFromMail(await readMail(api.config.dataDir, to));
    if (token !== old) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no second invitation to ${to}`);
}

const choose = (token: string) =>
  api.call(calls.auth.changePassword, { body: { token, password: "a first password" } });

describe("an invitation", () => {
  it("shows as pending; a resent one works and the first link no longer does; then it is accepted", async () => {
    const { manager, clerk, token } = await invited();
    expect(clerk).toMatchObject({ Activated: false, Invitation: "pending" });

    const resent = await resend(manager, clerk);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ ...clerk, Invitation: "pending" });
    const fresh = await nextToken(clerk.Email, token);

    expectRefusal(await choose(token), 400, AuthMessage.invalidToken);
    expect((await choose(fresh)).statusCode).toBe(200);
    expect(await listed(manager, clerk.Id)).toMatchObject({ Activated: true, Invitation: null });

    expectRefusal(await resend(manager, clerk), 409, UserMessage.alreadyAccepted(clerk.Username));
  });

  it("shows as expired once its links lapsed, and a resent one is pending again", async () => {
    const { manager, clerk } = await invited();
    await api.db
      .update(mailedTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(mailedTokens.domainId, clerk.DomainId), eq(mailedTokens.userId, clerk.Id)));
    expect(await listed(manager, clerk.Id)).toMatchObject({ Activated: false, Invitation: "expired" });
    expect((await resend(manager, clerk)).statusCode).toBe(200);
    expect(await listed(manager, clerk.Id)).toMatchObject({ Invitation: "pending" });
  });

  it("is refused to a user who chose a password, deactivated or not: 409", async () => {
    const manager = await signedInUser(api, { permissions: [MANAGE_USERS, MANAGE_BOOKINGS] });
    const away = await createUser(api.db, {
      domain: manager,
      permissions: [MANAGE_BOOKINGS],
      activated: false,
    });
    const user = { DomainId: away.domainId, Id: away.userId };
    expectRefusal(await resend(manager, user), 409, UserMessage.alreadyAccepted(away.username));
  });

  it("takes MANAGE_USERS and every permission of the user's role, and a session", async () => {
    const { manager, clerk } = await invited();
    const desk = await signedInUser(api, { domain: manager, permissions: [MANAGE_BOOKINGS] });
    expectRefusal(await resend(desk, clerk), 403, AccessMessage.forbidden);
    const weaker = await signedInUser(api, { domain: manager, permissions: [MANAGE_USERS] });
    expect((await resend(weaker, clerk)).statusCode).toBe(403);
    expect((await resend({ headers: {} }, clerk)).statusCode).toBe(401);
  });

  it("answers 404 for an id that names no user of the domain", async () => {
    const { manager } = await invited();
    const nobody = { DomainId: manager.domainId, Id: randomUUID() };
    expectRefusal(await resend(manager, nobody), 404, UserMessage.notFound);
    expectRefusal(await resend(manager, { ...nobody, Id: "not-an-id" }), 404, UserMessage.notFound);
  });

  it("is resent at most 5 times an hour per user, then 429 with Retry-After", async () => {
    const { manager, clerk } = await invited();
    for (let sent = 0; sent < 5; sent++) expect((await resend(manager, clerk)).statusCode).toBe(200);
    const refused = await resend(manager, clerk);
    expectRefusal(refused, 429, AuthMessage.tooManyAttempts(60));
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("is recorded in the trail as an invitation sent to the user, by its sender", async () => {
    const { manager, clerk } = await invited();
    await resend(manager, clerk);
    const auditor = await auditorOf(api, manager);
    const entries = await trailOf(api, auditor, { entity: "user" });
    expect(entries.find((entry) => entry.Action === "invite")).toMatchObject({
      Action: "invite",
      EntityId: clerk.Id,
      ActorName: manager.username,
    });
  });
});
