import { randomBytes } from "node:crypto";
import { ALL_PERMISSIONS } from "@concierge/contract";
import { sql } from "drizzle-orm";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { branches, domains, identities, roles, users } from "../../db/schema/index.js";
import { hashPassword } from "../../lib/passwords.js";

// Names the transaction-scoped lock that keeps two processes starting at once from both seeding.
const FIRST_START_LOCK = 728_451_904;

export interface FirstAdministrator {
  username: string;
  /** Set only when the password was generated: it must be shown once, then never again. */
  generatedPassword?: string;
}

/**
 * On an empty database, creates the first domain and its head office (its email the administrator's;
 * the RC number, phone, address, country and state as preset in the environment, else blank for the
 * first sign-in to ask), an Administrator role holding every permission, and the first administrator
 * (CONTRACT.md, environment).
 */
export async function ensureFirstAdministrator(
  db: Db,
  config: Pick<Config, "admin" | "domainName" | "firstDomain">,
): Promise<FirstAdministrator | undefined> {
  // Every later start ends here, without hashing a password (most of a start's time otherwise);
  // the check under the lock below stays the one that decides.
  if ((await db.select({ id: domains.id }).from(domains).limit(1)).length) return undefined;
  const generatedPassword = config.admin.password ? undefined : randomBytes(15).toString("base64url");
  const passwordHash = await hashPassword(config.admin.password ?? (generatedPassword as string));
  const { rcNumber, ...place } = config.firstDomain;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_START_LOCK})`);
    const [existing] = await tx.select({ id: domains.id }).from(domains).limit(1);
    if (existing) return undefined;
    const { id: domainId } = one(
      await tx
        .insert(domains)
        .values({ name: config.domainName, rcNumber, logo: "/logo.svg" })
        .returning({ id: domains.id }),
    );
    const branch = one(
      await tx
        .insert(branches)
        .values({ domainId, name: "Head office", email: config.admin.email, ...place })
        .returning({ id: branches.id }),
    );
    const role = one(
      await tx
        .insert(roles)
        .values({ domainId, name: "Administrator", permissions: [...ALL_PERMISSIONS] })
        .returning({ id: roles.id }),
    );
    const identity = one(
      await tx
        .insert(identities)
        .values({ domainId, username: config.admin.username, email: config.admin.email })
        .returning({ userId: identities.userId }),
    );
    await tx.insert(users).values({
      domainId,
      id: identity.userId,
      passwordHash,
      activated: true,
      roleId: role.id,
      branchId: branch.id,
    });
    return { username: config.admin.username, ...(generatedPassword ? { generatedPassword } : {}) };
  });
}
