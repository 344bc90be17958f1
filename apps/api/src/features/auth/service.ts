import { AuthRefusal, type ChangePasswordBody, type ForgotPasswordBody } from "@concierge/contract";
import { eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { identities, mailedTokens, users } from "../../db/schema/index.js";
import { refuse } from "../../lib/errors.js";
import { issueMailedToken, passwordMailText, RESET_TOKEN_MINUTES } from "../../lib/mailed-tokens.js";
import type { Mailer } from "../../lib/mailer.js";
import { readToken } from "../../lib/opaque-tokens.js";
import { hashPassword } from "../../lib/passwords.js";
import { inDomain } from "../../lib/tenancy.js";
import { assertNotThrottled, recordAttempt } from "../../lib/throttle.js";
import { recordAccount } from "./audited.js";
import { revokeUserSessions } from "./sessions.js";

interface Client {
  ip: string;
}

// Reset requests keep sign-in's default limits: the LOGIN_* settings are sign-in's own.
const FORGOT_LIMITS = { perEmail: 5, perAddress: 20, windowMinutes: 15 };

/** Answers the same whether or not the email is known; the mail goes out behind the answer. */
export async function forgotPassword(
  db: Db,
  mail: Mailer,
  publicUrl: string,
  body: ForgotPasswordBody,
  client: Client,
): Promise<{ send: () => Promise<void> }> {
  const { perEmail, perAddress, windowMinutes } = FORGOT_LIMITS;
  const rules = [
    { key: `forgot:email:${body.email.toLowerCase()}`, limit: perEmail, windowMinutes },
    { key: `forgot:ip:${client.ip}`, limit: perAddress, windowMinutes },
  ];
  await assertNotThrottled(db, rules);
  await recordAttempt(db, rules);
  const [account] = await db
    .select({ domainId: identities.domainId, userId: identities.userId, email: identities.email })
    .from(identities)
    .where(sql`lower(${identities.email}) = ${body.email.toLowerCase()}`);
  if (!account) return { send: async () => {} };
  const token = await issueMailedToken(db, account, "reset", RESET_TOKEN_MINUTES);
  return {
    send: () =>
      mail({
        to: account.email,
        subject: "Reset your Concierge password",
        text: passwordMailText({
          publicUrl,
          token,
          minutes: RESET_TOKEN_MINUTES,
          intro: "Someone asked to reset the password of your Concierge account.",
          outro: "If you did not ask for this, ignore this mail: your password stays as it is.",
        }),
      }),
  };
}

/**
 * Sets a password from a mailed token, once. An invitation's token also activates the account; a
 * reset ends every session the user had.
 */
export async function changePassword(db: Db, body: ChangePasswordBody): Promise<void> {
  const parsed = readToken(body.token);
  if (!parsed) throw refuse(AuthRefusal.invalidToken);
  const passwordHash = await hashPassword(body.password);
  const changed = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(mailedTokens)
      .set({ usedAt: new Date() })
      .where(
        inDomain(
          mailedTokens,
          parsed.domainId,
          eq(mailedTokens.tokenHash, parsed.hash),
          isNull(mailedTokens.usedAt),
          gt(mailedTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: mailedTokens.userId, purpose: mailedTokens.purpose });
    if (!used) return false;
    await tx
      .update(users)
      .set(used.purpose === "invitation" ? { passwordHash, activated: true } : { passwordHash })
      .where(inDomain(users, parsed.domainId, eq(users.id, used.userId)));
    // Any other link still in the user's mailbox is spent too.
    await tx
      .update(mailedTokens)
      .set({ usedAt: new Date() })
      .where(
        inDomain(
          mailedTokens,
          parsed.domainId,
          eq(mailedTokens.userId, used.userId),
          isNull(mailedTokens.usedAt),
        ),
      );
    await revokeUserSessions(tx, parsed.domainId, used.userId);
    // An invitation's first password activates the account; the password itself is never recorded.
    const activation =
      used.purpose === "invitation" ? { before: { Activated: false }, after: { Activated: true } } : {};
    await recordAccount(tx, "password-reset", { domainId: parsed.domainId, userId: used.userId }, activation);
    return true;
  });
  if (!changed) throw refuse(AuthRefusal.invalidToken);
}
