import { type UserCreateBody, UserRefusal, type UserUpdateBody } from "@concierge/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { identities, sessions, users } from "../../db/schema/index.js";
import { type Actor, assertCanGrant } from "../../lib/actor.js";
import { writing } from "../../lib/db-errors.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { inviting } from "./invitation.js";
import { findUser, placement } from "./queries.js";

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
