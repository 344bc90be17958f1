import { DomainMessage } from "@concierge/contract";
import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { branches, domains, roles, users } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { isUniqueViolation } from "../../lib/db-errors.js";
import { conflict, notFound } from "../../lib/errors.js";
import { domainOf, pageWindow, reachesEveryDomain, rowId } from "../../lib/tenancy.js";

interface DomainInput {
  DomainName: string;
  RCNumber: string;
  Logo: string;
}

/** Without GLOBAL the list is the actor's own domain alone. */
export async function listDomains(db: Db, actor: Actor, page: number, size: number) {
  const scope = reachesEveryDomain(actor) ? undefined : eq(domains.id, actor.domainId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(domains)
      .where(scope)
      .orderBy(sql`lower(${domains.name})`)
      .limit(pageWindow(page, size).limit)
      .offset(pageWindow(page, size).offset),
    db.select({ count: count() }).from(domains).where(scope),
  ]);
  return { rows, count: total?.count ?? 0 };
}

function named<T>(work: () => Promise<T>, name: string): Promise<T> {
  return work().catch((error) => {
    throw isUniqueViolation(error) ? conflict(DomainMessage.exists(name)) : error;
  });
}

export const createDomain = (db: Db, input: DomainInput) =>
  named(
    async () =>
      one(
        await db
          .insert(domains)
          .values({ name: input.DomainName, rcNumber: input.RCNumber, logo: input.Logo })
          .returning(),
      ),
    input.DomainName,
  );

export async function updateDomain(db: Db, actor: Actor, input: DomainInput & { Id: string }) {
  const id = await domainOf(db, actor, input.Id);
  const [row] = await named(
    () =>
      db
        .update(domains)
        .set({ name: input.DomainName, rcNumber: input.RCNumber, logo: input.Logo })
        .where(eq(domains.id, id))
        .returning(),
    input.DomainName,
  );
  if (!row) throw notFound(DomainMessage.notFound);
  return row;
}

/** A domain is deleted only once it holds no staff and no branches; its roles go with it. */
export async function deleteDomain(db: Db, actor: Actor, domainId: string) {
  const id = await domainOf(db, actor, rowId(domainId, DomainMessage.notFound));
  await db.transaction(async (tx) => {
    const holdings = await Promise.all([
      tx.select({ count: count() }).from(users).where(eq(users.domainId, id)),
      tx.select({ count: count() }).from(branches).where(eq(branches.domainId, id)),
    ]);
    const [staff, offices] = holdings.map(([row]) => row?.count ?? 0) as [number, number];
    const held = [plural(staff, "user"), plural(offices, "branch", "branches")].filter(Boolean);
    if (held.length) throw conflict(DomainMessage.holds(held.join(" and ")));
    await tx.delete(roles).where(eq(roles.domainId, id));
    await tx.delete(domains).where(eq(domains.id, id));
  });
}

const plural = (n: number, one: string, many = `${one}s`) => (n ? `${n} ${n === 1 ? one : many}` : "");
