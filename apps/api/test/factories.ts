import { randomUUID } from "node:crypto";
import { ALL_PERMISSIONS, calls } from "@concierge/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../src/db/client.js";
import { one } from "../src/db/one.js";
import { branches, countries, domains, identities, roles, users } from "../src/db/schema/index.js";
import { hashPassword } from "../src/lib/passwords.js";
import { type Api, bearer } from "./harness.js";

const unique = () => randomUUID().slice(0, 8);

export async function createDomain(db: Db, name = `Hotel ${unique()}`) {
  const domain = one(await db.insert(domains).values({ name, logo: "/logo.svg" }).returning());
  const branch = one(
    await db.insert(branches).values({ domainId: domain.id, name: "Head office" }).returning(),
  );
  return { domainId: domain.id, branchId: branch.id, name };
}

interface UserOptions {
  domain?: { domainId: string; branchId: string; name?: string };
  permissions?: readonly string[];
  activated?: boolean;
  password?: string;
  /** An existing role of the domain to give the user instead of a role of its own. */
  roleId?: string;
}

/** A user with a role of its own holding `permissions` (all of the catalogue unless told). */
export async function createUser(db: Db, options: UserOptions = {}) {
  const given = options.domain ?? (await createDomain(db));
  const domain = { ...given, name: given.name ?? (await domainName(db, given.domainId)) };
  const username = `user-${unique()}`;
  const email = `${username}@example.com`;
  const password = options.password ?? `pw-${unique()}-${unique()}`;
  const role = options.roleId
    ? { id: options.roleId }
    : one(
        await db
          .insert(roles)
          .values({
            domainId: domain.domainId,
            name: `Role ${unique()}`,
            permissions: [...(options.permissions ?? ALL_PERMISSIONS)],
          })
          .returning(),
      );
  const identity = one(
    await db.insert(identities).values({ domainId: domain.domainId, username, email }).returning(),
  );
  await db.insert(users).values({
    domainId: domain.domainId,
    id: identity.userId,
    passwordHash: await hashPassword(password),
    activated: options.activated ?? true,
    roleId: role.id,
    branchId: domain.branchId,
  });
  return { ...domain, userId: identity.userId, roleId: role.id, username, email, password };
}

async function domainName(db: Db, domainId: string) {
  return one(await db.select({ name: domains.name }).from(domains).where(eq(domains.id, domainId))).name;
}

export async function signIn(api: Api, user: { username: string; password: string }) {
  const response = await api.call(calls.auth.login, { body: user });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const body = response.json();
  return {
    token: body.Token as string,
    refreshToken: body.RefreshToken as string,
    headers: bearer(body.Token),
  };
}

/** A signed-in user: its ids, credentials and ready-made Authorization headers. */
export async function signedInUser(api: Api, options: UserOptions = {}) {
  const user = await createUser(api.db, options);
  return { ...user, ...(await signIn(api, user)) };
}

/** A country of its own with `states`: country names are global, so each one is unique. */
export async function createCountry(db: Db, states: readonly string[] = ["Lagos", "Abuja"]) {
  const name = `Country ${unique()}`;
  await db.insert(countries).values({ name, states: [...states] });
  return { name, states: [...states] };
}

/** Another branch of a domain; the fields the console shows are filled unless told. */
export async function createBranch(
  db: Db,
  domain: { domainId: string },
  fields: Partial<typeof branches.$inferInsert> = {},
) {
  return one(
    await db
      .insert(branches)
      .values({
        name: `Branch ${unique()}`,
        phone: "08012345678",
        email: "branch@example.com",
        address: "1 Marina Road",
        state: "Lagos",
        country: "Nigeria",
        ...fields,
        domainId: domain.domainId,
      })
      .returning(),
  );
}

/** A role of a domain holding `permissions`, given to nobody yet. */
export async function createRole(
  db: Db,
  domain: { domainId: string },
  permissions: readonly string[],
  name = `Role ${unique()}`,
) {
  return one(
    await db
      .insert(roles)
      .values({ domainId: domain.domainId, name, permissions: [...permissions] })
      .returning(),
  );
}
