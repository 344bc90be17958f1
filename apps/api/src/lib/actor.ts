import { AccessRefusal, AuthRefusal, hasPermission, type Permission, RoleRefusal } from "@concierge/contract";
import { eq, gt, isNull, sql } from "drizzle-orm";
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

/** The session's user: active, with a live session of that id, and their role's permissions. */
const actorQuery = builtOnce((db) =>
  db
    .select({
      userId: users.id,
      domainId: users.domainId,
      branchId: users.branchId,
      username: identities.username,
      permissions: roles.permissions,
    })
    .from(users)
    .innerJoin(identities, inDomain(identities, users.domainId, eq(identities.userId, users.id)))
    .innerJoin(roles, inDomain(roles, users.domainId, eq(roles.id, users.roleId)))
    .innerJoin(sessions, inDomain(sessions, users.domainId, eq(sessions.userId, users.id)))
    .where(
      inDomain(
        users,
        sql.placeholder("domainId"),
        eq(users.id, sql.placeholder("userId")),
        eq(users.activated, true),
        eq(sessions.id, sql.placeholder("sessionId")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
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

/** preHandler of a route that needs permissions: the route file names them, the server decides. */
export function requires(...needed: Permission[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!needed.every((permission) => hasPermission(request.actor.permissions, permission))) {
      throw refuse(AccessRefusal.forbidden);
    }
  };
}

/** A role may hold only permissions its granter holds; nobody raises anyone, themselves included. */
export function assertCanGrant(actor: Actor, permissions: readonly string[]) {
  if (!permissions.every((permission) => actor.permissions.includes(permission))) {
    throw refuse(RoleRefusal.cannotGrant);
  }
}
