import { DomainRefusal, hasPermission, isId, Permission, type Refusal } from "@concierge/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { domains } from "../db/schema/index.js";
import type { Actor } from "./actor.js";
import { refuse } from "./errors.js";

export const reachesEveryDomain = (actor: Actor) => hasPermission(actor.permissions, Permission.GLOBAL);

/**
 * The tenant boundary, used by every call that names a domain: the id of a domain the actor may
 * touch. Another domain's id, for a user without GLOBAL, is answered as if it did not exist.
 */
export async function domainOf(db: Db, actor: Actor, domainId: string): Promise<string> {
  const id = rowId(domainId, DomainRefusal.notFound);
  if (id === actor.domainId) return id;
  if (!reachesEveryDomain(actor)) throw refuse(DomainRefusal.notFound);
  const [found] = await db.select({ id: domains.id }).from(domains).where(eq(domains.id, id));
  if (!found) throw refuse(DomainRefusal.notFound);
  return id;
}

/** A row id from a path or a body; one that is not even a UUID names no row. */
export function rowId(id: string, missing: Refusal): string {
  if (!isId(id)) throw refuse(missing);
  return id.toLowerCase();
}

export const pageWindow = (page: number, pageSize: number) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});
