import { sql } from "drizzle-orm";
import { integer, timestamp, uuid } from "drizzle-orm/pg-core";

/** A generated UUID key column. */
export const id = () => uuid().notNull().default(sql`gen_random_uuid()`);
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * What an `If-Match` names (CONTRACT, "Live changes"): a trigger adds one on every update of the
 * row (migration 0036), whichever statement wrote it.
 */
export const version = () => integer().notNull().default(1);
