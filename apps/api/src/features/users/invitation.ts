import { UserRefusal } from "@concierge/contract";
import { eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { mailedTokens } from "../../db/schema/index.js";
import { type Actor, assertCanGrant } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { INVITATION_TOKEN_MINUTES, issueMailedToken, passwordMailText } from "../../lib/mailed-tokens.js";
import type { Mail } from "../../lib/mailer.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { assertNotThrottled, recordAttempt } from "../../lib/throttle.js";
import type { UserRow } from "./present.js";
import { findUser } from "./queries.js";

/** Resending is for a lost or lapsed mail, not a mailbox flood: a few per user and hour. */
const RESEND_LIMIT = { limit: 5, windowMinutes: 60 };

/** Issues the user a new invitation token (in the caller's transaction) and writes its mail. */
export async function inviting(
  db: Db,
  actor: Actor,
  user: { domainId: string; id: string },
  publicUrl: string,
) {
  const account = { domainId: user.domainId, userId: user.id };
  const token = await issueMailedToken(db, account, "invitation", INVITATION_TOKEN_MINUTES);
  const found = await findUser(db, user.domainId, user.id);
  const mail: Mail = {
    to: found.email,
    subject: "You are invited to Concierge",
    text: passwordMailText({
      publicUrl,
      token,
      minutes: INVITATION_TOKEN_MINUTES,
      intro: `${actor.username} invited you to Concierge as '${found.username}'. Choose a password to activate your account.`,
      outro: "If you did not expect this invitation, ignore this mail.",
    }),
  };
  return { user: found, mail };
}

/** A fresh invitation for a user who has not chosen a password; the links mailed before stop working. */
export async function resendInvitation(
  db: Db,
  actor: Actor,
  at: { domainId: string; userId: string },
  publicUrl: string,
): Promise<{ user: UserRow; mail: Mail }> {
  const domainId = await domainOf(db, actor, at.domainId);
  const target = await findUser(db, domainId, at.userId);
  if (target.invitation === null) throw refuse(UserRefusal.alreadyAccepted(target.username));
  assertCanGrant(actor, target.permissions);
  const rule = { key: `invitation:${domainId}:${target.id}`, ...RESEND_LIMIT };
  await assertNotThrottled(db, [rule]);
  await recordAttempt(db, [rule]);
  await db
    .update(mailedTokens)
    .set({ usedAt: new Date() })
    .where(
      inDomain(
        mailedTokens,
        domainId,
        eq(mailedTokens.userId, target.id),
        eq(mailedTokens.purpose, "invitation"),
        isNull(mailedTokens.usedAt),
      ),
    );
  return inviting(db, actor, target, publicUrl);
}
