import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migrateDrizzle } from "drizzle-orm/node-postgres/migrator";
import { apiRoot } from "../paths.js";
import type { Database } from "./client.js";

export const migrationsFolder = path.join(apiRoot, "drizzle");

// Any constant shared by every Concierge process; it names the lock that serialises migrations.
const MIGRATION_LOCK = 728_451_903;

/**
 * Applies the committed migrations. On a PostgreSQL server several processes may start at once,
 * so they queue on a session advisory lock held by one connection for the duration.
 */
export async function migrate(database: Database): Promise<void> {
  await database.withConnection(async (db) => {
    if (database.kind === "postgres") await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      // Both drivers share the PgDialect migrator; the node-postgres entry accepts any PgDatabase.
      await migrateDrizzle(db as never, { migrationsFolder });
    } finally {
      if (database.kind === "postgres") await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
}
