import { AuthRefusal, type LoginAnswer, type LoginBody } from "@concierge/contract";
import { eq, sql } from "drizzle-orm";
import type { LoginThrottle } from "../../config.js";
import type { Db } from "../../db/client.js";
import { domains, identities, roles, users } from "../../db/schema/index.js";
import { refuse } from "../../lib/errors.js";
import { verifyPassword } from "../../lib/passwords.js";
import { inDomain, ownerDomain } from "../../lib/tenancy.js";
import { assertNotThrottled, clearAttempts, recordAttempt, throttled } from "../../lib/throttle.js";
import { recordAccount } from "./audited.js";
import { presentLogin } from "./present.js";
import { startSession } from "./sessions.js";

export interface LoginOptions {
  jwtSecret: string;
  loginThrottle: LoginThrottle;
}

/**
 * Two limits on failed sign-ins. The username's stops guessing one account: once reached, even
 * the right password is refused. The address's slows guessing across usernames without locking
 * out the staff who share that address (a hotel's NAT): past it, wrong passwords get 429, and
 * a right one for a username below its own limit still signs in.
 */
export async function login(
  db: Db,
  options: LoginOptions,
  body: LoginBody,
  client: { ip: string },
): Promise<LoginAnswer> {
  const { maxFailuresPerUser, maxFailuresPerAddress, windowMinutes } = options.loginThrottle;
  const userRule = {
    key: `login:user:${body.username.toLowerCase()}`,
    limit: maxFailuresPerUser,
    windowMinutes,
  };
  const addressRule = { key: `login:ip:${client.ip}`, limit: maxFailuresPerAddress, windowMinutes };
  await assertNotThrottled(db, [userRule]);
  const addressBlocked = await throttled(db, addressRule);

  const account = await findAccount(db, body.username);
  // Verified even for an unknown username, so that the answer takes as long.
  if (!(await verifyPassword(account?.passwordHash, body.password)) || !account) {
    // An unknown username names no domain whose trail could hold the attempt: only the count.
    await db.transaction(async (tx) => {
      await recordAttempt(tx, [userRule, addressRule]);
      if (account) await recordAccount(tx, "login-failed", account, { typed: body.username });
    });
    // Asked again now that this failure counts too, so that Retry-After stays honest.
    if (addressBlocked) throw (await throttled(db, addressRule)) ?? addressBlocked;
    throw refuse(AuthRefusal.invalidCredentials);
  }
  if (!account.activated) throw refuse(AuthRefusal.notActivated);
  await clearAttempts(db, userRule.key);
  const tokens = await db.transaction(async (tx) => {
    const started = await startSession(tx, options.jwtSecret, account);
    await recordAccount(tx, "login", account);
    return started;
  });
  return presentLogin(account, tokens);
}

async function findAccount(db: Db, username: string) {
  const [account] = await db
    .select({
      userId: users.id,
      username: identities.username,
      passwordHash: users.passwordHash,
      activated: users.activated,
      permissions: roles.permissions,
      roleName: roles.name,
      domainId: users.domainId,
      branchId: users.branchId,
      domainName: domains.name,
      logo: domains.logo,
      currency: domains.currency,
      language: users.language,
      theme: users.theme,
    })
    .from(identities)
    .innerJoin(users, inDomain(users, identities.domainId, eq(users.id, identities.userId)))
    .innerJoin(roles, inDomain(roles, users.domainId, eq(roles.id, users.roleId)))
    .innerJoin(domains, ownerDomain(users))
    .where(sql`lower(${identities.username}) = ${username.toLowerCase()}`);
  return account;
}
