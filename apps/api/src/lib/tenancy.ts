import { DomainRefusal, hasPermission, isId, Permission, type Refusal } from "@concierge/contract";
import { and, eq, type SQL, type SQLWrapper } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
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

interface TenantTable {
  domainId: AnyPgColumn;
}

/**
 * The tenant boundary of a query: the table's rows of one domain (an id, or another table's
 * `domainId` in a join, or a prepared query's placeholder), and whatever else must hold. Every tenant
 * query filters through this: test/tenancy-conditions.test.ts fails on a domain condition written elsewhere.
 */
export const inDomain = (
  table: TenantTable,
  domainId: string | SQLWrapper,
  ...conditions: (SQL | undefined)[]
) => and(eq(table.domainId, domainId), ...conditions) as SQL;

/** The domain a tenant table's row belongs to: its `domains` row, in a join. */
export const ownerDomain = (table: TenantTable) => eq(domains.id, table.domainId);

/** The domains list's boundary: the actor's own domain, or every one (no `domainId`) with GLOBAL. */
export const domainsReached = (domainId: SQLWrapper | undefined) =>
  domainId === undefined ? undefined : eq(domains.id, domainId);

type KeyedTable = PgTable & TenantTable & { id: AnyPgColumn };

/** The domain's row with that id, or the refusal (404): another domain's row is as good as absent. */
export async function findInDomain<T extends KeyedTable>(
  db: Db,
  table: T,
  domainId: string,
  id: string,
  missing: Refusal,
): Promise<T["$inferSelect"]> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(inDomain(table, domainId, eq(table.id, rowId(id, missing))));
  if (!row) throw refuse(missing);
  return row as T["$inferSelect"];
}
