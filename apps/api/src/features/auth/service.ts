import {
  AuthRefusal,
  type ChangePasswordBody,
  type ForgotPasswordBody,
  type LoginAnswer,
  type LoginBody,
} from "@concierge/contract";

import { eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { domains, identities, mailedTokens, roles, users } from "../../db/schema/index.js";
import { refuse } from "../../lib/errors.js";
import { issueMailedToken, passwordMailText, RESET_TOKEN_MINUTES } from "../../lib/mailed-tokens.js";
import type { Mailer } from "../../lib/mailer.js";
import { readToken } from "../../lib/opaque-tokens.js";
import { hashPassword, verifyPassword } from "../../lib/passwords.js";
import { inDomain } from "../../lib/tenancy.js";
import { assertNotThrottled, clearAttempts, recordAttempt } from "../../lib/throttle.js";
import { presentLogin } from "./present.js";
import { revokeUserSessions, startSession } from "./sessions.js";

interface Client {
  ip: string;
}

export async function login(db: Db, secret: string, body: LoginBody, client: Client): Promise<LoginAnswer> {
  const userKey = `login:user:${body.username.toLowerCase()}`;
  const ipKey = `login:ip:${client.ip}`;
  await assertNotThrottled(db, [
    { key: userKey, limit: 5 },
    { key: ipKey, limit: 20 },
  ]);
  const [account] = await db
    .select({
      userId: users.id,
      username: identities.username,
      passwordHash: users.passwordHash,
      activated: users.activated,
      permissions: roles.permissions,
      domainId: users.domainId,
      branchId: users.branchId,
      domainName: domains.name,
      logo: domains.logo,
    })
    .from(identities)
    .innerJoin(users, inDomain(users, identities.domainId, eq(users.id, identities.userId)))
    .innerJoin(roles, inDomain(roles, users.domainId, eq(roles.id, users.roleId)))
    .innerJoin(domains, eq(domains.id, users.domainId))
    .where(sql`lower(${identities.username}) = ${body.username.toLowerCase()}`);
  if (!(await verifyPassword(account?.passwordHash, body.password)) || !account) {
    await recordAttempt(db, [userKey, ipKey]);
    throw refuse(AuthRefusal.invalidCredentials);
  }
  if (!account.activated) throw refuse(AuthRefusal.notActivated);
  await clearAttempts(db, userKey);
  const tokens = await startSession(db, secret, account);
  return presentLogin(account, tokens);
}

/** Answers the same whether or not the email is known; the mail goes out behind the answer. */
export async function forgotPassword(
  db: Db,
  mail: Mailer,
  publicUrl: string,
  body: ForgotPasswordBody,
  client: Client,
): Promise<{ send: () => Promise<void> }> {
  const keys = [`forgot:email:${body.email.toLowerCase()}`, `forgot:ip:${client.ip}`];
  await assertNotThrottled(db, [
    { key: keys[0] as string, limit: 5 },
    { key: keys[1] as string, limit: 20 },
  ]);
  await recordAttempt(db, keys);
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
    return true;
  });
  if (!changed) throw refuse(AuthRefusal.invalidToken);
}
