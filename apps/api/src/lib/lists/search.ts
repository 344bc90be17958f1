import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** What a person typed, with LIKE's own wildcards in it as plain characters. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The rows whose `searchable` text (a table's declared search text, which its trigram index
 * holds: db/schema/search.ts) holds `escaped` anywhere, any case and accent: a value of
 * `likeEscaped`, or the placeholder of a statement built once.
 */
export const holding = (searchable: SQL, escaped: SQLWrapper | string) =>
  sql`${searchable} like '%' || search_text(${escaped}) || '%'`;

/**
 * The rows whose `searchable` text has a word that starts with `escaped`: what a type-ahead of one
 * or two letters finds, which a trigram index serves (a word's start is a trigram of its own) where
 * it cannot serve two letters anywhere in a word.
 */
export const startingAWord = (searchable: SQL, escaped: SQLWrapper | string) =>
  sql`(${searchable} like search_text(${escaped}) || '%' or ${searchable} like '% ' || search_text(${escaped}) || '%')`;

/** A text column as people sort it: any case and accent together ("Île" with "ile", before "Marina"). */
export const byText = (column: AnyPgColumn) => sql`search_text(${column})`;
