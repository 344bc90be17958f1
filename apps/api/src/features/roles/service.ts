import { RoleRefusal } from "@concierge/contract";
import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { roles, users } from "../../db/schema/index.js";
import { type Actor, assertCanGrant } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, findInDomain, inDomain } from "../../lib/tenancy.js";

interface RoleInput {
  RoleName: string;
  DomainId: string;
  Permissions: string[];
}

/** A role of the domain, or 404. */
export const findRole = (db: Db, domainId: string, roleId: string) =>
  findInDomain(db, roles, domainId, roleId, RoleRefusal.notFound);

export async function createRole(db: Db, actor: Actor, input: RoleInput) {
  const domainId = await domainOf(db, actor, input.DomainId);
  assertCanGrant(actor, input.Permissions);
  return one(
    await db
      .insert(roles)
      .values({ domainId, name: input.RoleName, permissions: input.Permissions })
      .returning(),
  );
}

/**
 * Editing a role takes holding every permission it has and will have: nobody edits a role more
 * powerful than their own, and nobody raises their own.
 */
export async function updateRole(db: Db, actor: Actor, input: RoleInput & { Id: string }) {
  const domainId = await domainOf(db, actor, input.DomainId);
  const current = await findRole(db, domainId, input.Id);
  assertCanGrant(actor, [...current.permissions, ...input.Permissions]);
  return one(
    await db
      .update(roles)
      .set({ name: input.RoleName, permissions: input.Permissions })
      .where(inDomain(roles, domainId, eq(roles.id, current.id)))
      .returning(),
  );
}

export async function deleteRole(db: Db, actor: Actor, domainId: string, roleId: string) {
  const domain = await domainOf(db, actor, domainId);
  const role = await findRole(db, domain, roleId);
  assertCanGrant(actor, role.permissions);
  await db.transaction(async (tx) => {
    const [holders] = await tx
      .select({ count: count() })
      .from(users)
      .where(inDomain(users, domain, eq(users.roleId, role.id)));
    if (holders?.count) throw refuse(RoleRefusal.heldBy(holders.count));
    await tx.delete(roles).where(inDomain(roles, domain, eq(roles.id, role.id)));
  });
}
