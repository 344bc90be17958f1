import { BranchRefusal, RoleRefusal, UserRefusal } from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { branches, identities, roles, users } from "../../db/schema/index.js";
import { refuse } from "../../lib/errors.js";
import { rowId } from "../../lib/tenancy.js";
import type { UserRow } from "./present.js";

/** Users with their names (from the global identities) and their role's permissions. */
export const selectUsers = (db: Db) =>
  db
    .select({
      id: users.id,
      username: identities.username,
      email: identities.email,
      activated: users.activated,
      domainId: users.domainId,
      roleId: users.roleId,
      branchId: users.branchId,
      permissions: roles.permissions,
    })
    .from(users)
    .innerJoin(identities, and(eq(identities.domainId, users.domainId), eq(identities.userId, users.id)))
    .innerJoin(roles, and(eq(roles.domainId, users.domainId), eq(roles.id, users.roleId)));

export async function findUser(db: Db, domainId: string, userId: string): Promise<UserRow> {
  const [user] = await selectUsers(db).where(
    and(eq(users.domainId, domainId), eq(users.id, rowId(userId, UserRefusal.notFound))),
  );
  if (!user) throw refuse(UserRefusal.notFound);
  return user;
}

/** The role and branch a user is given must be the domain's own. */
export async function placement(db: Db, domainId: string, roleId: string, branchId: string) {
  const [role] = await db
    .select({ id: roles.id, permissions: roles.permissions })
    .from(roles)
    .where(and(eq(roles.domainId, domainId), eq(roles.id, rowId(roleId, RoleRefusal.notFound))));
  if (!role) throw refuse(RoleRefusal.notFound);
  const [branch] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.domainId, domainId), eq(branches.id, rowId(branchId, BranchRefusal.notFound))));
  if (!branch) throw refuse(BranchRefusal.notFound);
  return { role, branchId: branch.id };
}
