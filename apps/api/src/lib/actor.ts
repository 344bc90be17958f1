import { AccessRefusal, AuthRefusal, type Call, mayCall, RoleRefusal } from "@concierge/contract";
import { eq, exists, gt, isNull, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client.js";
import { identities, roles, sessions, users } from "../db/schema/index.js";
import { type AccessClaims, verifyAccessToken } from "./access-tokens.js";
import { builtOnce } from "./built-once.js";
import { refuse } from "./errors.js";
import { inDomain } from "./tenancy.js";

/** Who is asking: read from the database on every call, so a changed role or a logout counts at once. */
export interface Actor {
  userId: string;
  domainId: string;
  branchId: string;
  username: string;
  permissions: string[];
}

declare module "fastify" {
  interface FastifyRequest {
    actor: Actor;
  }
}

const unauthenticated = () => refuse(AuthRefusal.unauthenticated);

/**
 * The session's user: active, with a live session of that id, and their role's permissions. One
 * table and three single-row subqueries rather than a four-table join: PostgreSQL plans the
 * statement on every call (an unnamed statement), and a join's order search cost more than its run.
 * The subqueries are query builders, not SQL text: in a one-table select Drizzle writes the columns
 * it finds in a field's text without their table, and inside a subquery `"domain_id"` is the inner
 * table's own, so `identities.domain_id = users.domain_id` would read `"domain_id" = "domain_id"`.
 */
const actorQuery = builtOnce((db) =>
  db
    .select({
      userId: users.id,
      domainId: users.domainId,
      branchId: users.branchId,
      username: sql<string>`${db
        .select({ username: identities.username })
        .from(identities)
        .where(inDomain(identities, users.domainId, eq(identities.userId, users.id)))}`,
      permissions: sql<string[]>`${db
        .select({ permissions: roles.permissions })
        .from(roles)
        .where(inDomain(roles, users.domainId, eq(roles.id, users.roleId)))}`.mapWith(roles.permissions),
    })
    .from(users)
    .where(
      inDomain(
        users,
        sql.placeholder("domainId"),
        eq(users.id, sql.placeholder("userId")),
        eq(users.activated, true),
        exists(
          db
            .select({ one: sql`1` })
            .from(sessions)
            .where(
              inDomain(
                sessions,
                users.domainId,
                eq(sessions.id, sql.placeholder("sessionId")),
                eq(sessions.userId, users.id),
                isNull(sessions.revokedAt),
                gt(sessions.expiresAt, sql`now()`),
              ),
            ),
        ),
      ),
    ),
);

export async function findActor(db: Db, claims: AccessClaims): Promise<Actor | undefined> {
  const [actor] = await actorQuery(db).execute({ ...claims });
  return actor;
}

/** onRequest hook of every call that needs a session: a valid bearer token of a live session, or 401. */
export function authenticate(db: Db, secret: string) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
    if (!token) throw unauthenticated();
    const claims = verifyAccessToken(secret, token);
    if (!claims) throw unauthenticated();
    const actor = await findActor(db, claims);
    if (!actor) throw unauthenticated();
    request.actor = actor;
  };
}

/** preHandler of a call that needs permissions: its declaration names them, the server decides. */
export function requires(call: Pick<Call, "permissions" | "anyPermission">) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!mayCall(request.actor.permissions, call)) throw refuse(AccessRefusal.forbidden);
  };
}

/** A role may hold only permissions its granter holds; nobody raises anyone, themselves included. */
export function assertCanGrant(actor: Actor, permissions: readonly string[]) {
  if (!permissions.every((permission) => actor.permissions.includes(permission))) {
    throw refuse(RoleRefusal.cannotGrant);
  }
}
