import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    // The newest-first page, a record's history and an actor's doings.
    index("audit_entries_newest_idx").on(t.domainId, t.at.desc(), t.id.desc()),
    index("audit_entries_record_idx").on(t.domainId, t.entity, t.entityId, t.at.desc()),
    index("audit_entries_actor_idx").on(t.domainId, t.actorId, t.at.desc()),
  ],
);
