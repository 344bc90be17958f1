import type { AuditAction } from "@concierge/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { identities } from "../../db/schema/index.js";
import { type Presented, record } from "../../lib/audit.js";
import { inDomain } from "../../lib/tenancy.js";

interface Account {
  domainId: string;
  userId: string;
}

/**
 * Records what happened to an account (a sign-in, a sign-out, a password set) in the user's
 * domain, in the transaction of its write: done by the user itself, or for a failed sign-in by
 * nobody known (`ActorId` null) under the username typed.
 */
export async function recordAccount(
  db: Db,
  action: AuditAction,
  account: Account,
  change: { typed?: string; before?: Presented; after?: Presented } = {},
) {
  const [identity] = await db
    .select({ username: identities.username })
    .from(identities)
    .where(inDomain(identities, account.domainId, eq(identities.userId, account.userId)));
  await record(db, {
    domainId: account.domainId,
    actorId: change.typed === undefined ? account.userId : null,
    actorName: change.typed ?? identity?.username ?? "",
    action,
    entity: "user",
    entityId: account.userId,
    label: identity?.username ?? change.typed,
    before: change.before,
    after: change.after,
  });
}
