import { BranchRefusal, RoleRefusal, UserRefusal } from "@concierge/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { branches, identities, roles, users } from "../../db/schema/index.js";
import { refuse } from "../../lib/errors.js";
import { findInDomain, inDomain, rowId } from "../../lib/tenancy.js";
import { invitationState } from "./invitation-state.js";
import type { UserRow } from "./present.js";

/** A user's columns: its names from the global identities, its role's permissions. */
export const userColumns = {
  id: users.id,
  username: identities.username,
  email: identities.email,
  activated: users.activated,
  invitation: invitationState,
  domainId: users.domainId,
  roleId: users.roleId,
  branchId: users.branchId,
  permissions: roles.permissions,
};
export const withIdentity = inDomain(identities, users.domainId, eq(identities.userId, users.id));
export const withRole = inDomain(roles, users.domainId, eq(roles.id, users.roleId));

/** Users with their names and their role's permissions. */
export const selectUsers = (db: Db) =>
  db.select(userColumns).from(users).innerJoin(identities, withIdentity).innerJoin(roles, withRole);

export async function findUser(db: Db, domainId: string, userId: string): Promise<UserRow> {
  const [user] = await selectUsers(db).where(
    inDomain(users, domainId, eq(users.id, rowId(userId, UserRefusal.notFound))),
  );
  if (!user) throw refuse(UserRefusal.notFound);
  return user;
}

/** The role and branch a user is given must be the domain's own. */
export async function placement(db: Db, domainId: string, roleId: string, branchId: string) {
  const role = await findInDomain(db, roles, domainId, roleId, RoleRefusal.notFound);
  const branch = await findInDomain(db, branches, domainId, branchId, BranchRefusal.notFound);
  return { role, branchId: branch.id };
}
