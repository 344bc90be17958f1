import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, index } from "drizzle-orm/pg-core";

/**
 * What a list's `q` is found in: the columns as one text, any case and accent (`search_text`,
 * migration 0013). A table declares it once; its trigram index and its list both use that.
 */
export const searchText = (...columns: AnyPgColumn[]) =>
  sql`search_text(${sql.join(columns, sql` || ' ' || `)})`;

/** The trigram index that finds a list's `q` anywhere in its `text` (`LIKE '%…%'`). */
export const searchIndex = (name: string, text: SQL) => index(name).using("gin", sql`${text} gin_trgm_ops`);
