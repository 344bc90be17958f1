import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { apiRoot } from "../paths.js";
import type { Database } from "./client.js";
import { rowsOf } from "./one.js";

export const migrationsFolder = path.join(apiRoot, "drizzle");

// Any constant shared by every Concierge process; it names the lock that serialises migrations.
const MIGRATION_LOCK = 728_451_903;

// Drizzle's own bookkeeping table, so that databases migrated by drizzle's migrator carry on.
const applied = sql`drizzle.__drizzle_migrations`;

/**
 * Applies the committed migrations in one transaction that first takes a transaction-scoped
 * advisory lock: processes starting at once queue on it, and the lock ends with the transaction
 * on whichever server connection a pooler (PgBouncer in transaction mode) gave it, so no lock
 * can outlive a start. Drizzle's migrator reads what is applied before its transaction, which
 * two processes could both read as nothing; here the reading happens under the lock.
 */
export async function migrate({ db }: Database, folder = migrationsFolder): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists ${applied} (id serial primary key, hash text not null, created_at bigint)`,
    );
    const [latest] = rowsOf<{ created_at: string | null }>(
      await tx.execute(sql`select created_at from ${applied} order by created_at desc limit 1`),
    );
    const last = Number(latest?.created_at ?? 0);
    for (const migration of migrations) {
      if (migration.folderMillis <= last) continue;
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into ${applied} (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
}
