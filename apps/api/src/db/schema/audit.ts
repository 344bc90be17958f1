import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { searchIndex } from "./search.js";

/**
 * The audit trail: one row per write, sign-in and failed sign-in, inserted in the write's own
 * transaction. No foreign keys: the trail outlives its records, their users and their domain. A
 * trigger of migration 0016 refuses any UPDATE or DELETE of a row.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    domainId: uuid().notNull(),
    id: uuid().notNull().default(sql`gen_random_uuid()`),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: uuid(),
    actorName: text().notNull(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    /** `{ field: [before, after] }` of the record's wire object. */
    changes: jsonb().notNull(),
    /** The record's name when it was written (a guest's, a username…): what a person searches by. */
    label: text().notNull().default(""),
    /**
     * What `q` finds, kept with the row so that the trigram index's recheck reads it rather than
     * working it out again (unaccent) for every candidate row; see migration 0017.
     */
    search: text()
      .notNull()
      .generatedAlwaysAs(
        sql`search_text("actor_name" || ' ' || "action" || ' ' || "entity" || ' ' || "label" || ' ' || "entity_id")`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    // The newest-first page, a record's history and an actor's doings, each read backwards: an
    // ascending index read from its end is `order by at desc, id desc` (NULLS FIRST, as a query's
    // `desc` is), which drizzle's `.desc()` (NULLS LAST) is not.
    index("audit_entries_newest_idx").on(t.domainId, t.at, t.id),
    index("audit_entries_record_idx").on(t.domainId, t.entity, t.entityId, t.at, t.id),
    index("audit_entries_actor_idx").on(t.domainId, t.actorId, t.at, t.id),
    searchIndex("audit_entries_search_idx", sql`${t.search}`),
  ],
);

/** What the trail's `q` finds an entry by: its stored `search`, which its trigram index holds. */
export const auditSearch = sql`${auditEntries.search}`;
