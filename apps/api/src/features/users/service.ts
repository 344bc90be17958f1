import {
  type ListOrder,
  type UserCreateBody,
  UserRefusal,
  type UserSort,
  type UserUpdateBody,
} from "@concierge/contract";
import { asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { identities, sessions, users } from "../../db/schema/index.js";
import { type Actor, assertCanGrant } from "../../lib/actor.js";
import { writing } from "../../lib/db-errors.js";
import { refuse } from "../../lib/errors.js";
import { byText, finding, orderOf, pagedRows } from "../../lib/listing.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { inviting } from "./invitation.js";
import { presentUser, type UserRow } from "./present.js";
import { findUser, placement, selectUsers } from "./queries.js";

const sortable: Record<UserSort, AnyPgColumn | SQL> = {
  Username: byText(identities.username),
  Email: byText(identities.email),
  Activated: users.activated,
};

const withIdentity = inDomain(identities, users.domainId, eq(identities.userId, users.id));

export interface UserListing {
  domainId: string;
  q?: string;
  sort?: ListOrder<UserSort>;
  roleId?: string;
  branchId?: string;
  activated?: boolean;
}

/**
 * The domain's users found by username or email (`identities_search_idx`) and filtered: the list's
 * page and its export.
 */
export async function listUsers(db: Db, actor: Actor, at: UserListing) {
  const id = await domainOf(db, actor, at.domainId);
  const where = inDomain(
    users,
    id,
    inDomain(identities, id),
    finding(sql`search_text(${identities.username} || ' ' || ${identities.email})`, at.q),
    at.roleId ? eq(users.roleId, at.roleId) : undefined,
    at.branchId ? eq(users.branchId, at.branchId) : undefined,
    at.activated === undefined ? undefined : eq(users.activated, at.activated),
  );
  const order = orderOf(at.sort, sortable, users.id, [asc(identities.username)]);
  return {
    ...pagedRows(
      db,
      users,
      where,
      order,
      (condition) =>
        selectUsers(db)
          .where(condition)
          .orderBy(...order)
          .$dynamic(),
      (keys) => keys.innerJoin(identities, withIdentity),
    ),
    count: async () => {
      const [total] = await db
        .select({ count: count() })
        .from(users)
        .innerJoin(identities, withIdentity)
        .where(where);
      return total?.count ?? 0;
    },
    present: (rows: UserRow[]) => rows.map(presentUser),
  };
}

/**
 * A new user starts inactive with no password; the invitation mail's token sets the first one.
 * Returns the user and the mail to send once the rows are stored.
 */
export async function createUser(db: Db, actor: Actor, input: UserCreateBody, publicUrl: string) {
  const domainId = await domainOf(db, actor, input.DomainId);
  const { role, branchId } = await placement(db, domainId, input.RoleId, input.BranchId);
  assertCanGrant(actor, role.permissions);
  // Usernames and emails are unique across every hotel, whatever their case.
  const written = { username: input.Username, email: input.Email };
  return writing(written, () =>
    db.transaction(async (tx) => {
      const identity = one(
        await tx
          .insert(identities)
          .values({ domainId, username: input.Username.trim(), email: input.Email.trim() })
          .returning({ userId: identities.userId }),
      );
      await tx
        .insert(users)
        .values({ domainId, id: identity.userId, roleId: role.id, branchId, activated: false });
      return inviting(tx, actor, { domainId, id: identity.userId }, publicUrl);
    }),
  );
}

/**
 * Editing a user takes holding every permission of its present and its new role: otherwise a
 * manager could take over a more powerful account by changing its email.
 */
export async function updateUser(db: Db, actor: Actor, input: UserUpdateBody) {
  const domainId = await domainOf(db, actor, input.DomainId);
  const target = await findUser(db, domainId, input.Id);
  const { role, branchId } = await placement(db, domainId, input.RoleId, input.BranchId);
  assertCanGrant(actor, [...target.permissions, ...role.permissions]);
  if (target.id === actor.userId && !input.Activated) throw refuse(UserRefusal.deactivateYourself);
  await writing({ email: input.Email }, () =>
    db.transaction(async (tx) => {
      await tx
        .update(identities)
        .set({ email: input.Email.trim() })
        .where(inDomain(identities, domainId, eq(identities.userId, target.id)));
      await tx
        .update(users)
        .set({ roleId: role.id, branchId, activated: input.Activated })
        .where(inDomain(users, domainId, eq(users.id, target.id)));
      if (!input.Activated) {
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(inDomain(sessions, domainId, eq(sessions.userId, target.id)));
      }
    }),
  );
  return findUser(db, domainId, target.id);
}

export async function deleteUser(db: Db, actor: Actor, domainId: string, userId: string) {
  const domain = await domainOf(db, actor, domainId);
  const target = await findUser(db, domain, userId);
  if (target.id === actor.userId) throw refuse(UserRefusal.deleteYourself);
  assertCanGrant(actor, target.permissions);
  await db.transaction(async (tx) => {
    await tx.delete(users).where(inDomain(users, domain, eq(users.id, target.id)));
    await tx.delete(identities).where(inDomain(identities, domain, eq(identities.userId, target.id)));
  });
}
