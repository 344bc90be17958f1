import { sql } from "drizzle-orm";
import { timestamp, uuid } from "drizzle-orm/pg-core";

/** A generated UUID key column. */
export const id = () => uuid().notNull().default(sql`gen_random_uuid()`);
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
