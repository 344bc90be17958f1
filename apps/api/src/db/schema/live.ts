import { sql } from "drizzle-orm";
import { bigint, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { branches } from "./branches.js";

/**
 * Each branch's last event number (issue 32). A change takes the row's lock to number its event, so
 * events commit in the order of their numbers and no reader sees 11 before 10, as a sequence would
 * let it; the lock is taken last in a write's transaction and held only to its commit.
 */
export const branchEventCounters = pgTable(
  "branch_event_counters",
  {
    domainId: uuid().notNull(),
    branchId: uuid().notNull(),
    lastEventId: bigint({ mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.branchId] }),
    foreignKey({
      columns: [t.domainId, t.branchId],
      foreignColumns: [branches.domainId, branches.id],
    }).onDelete("cascade"),
  ],
);

/**
 * A branch's stream of changes (CONTRACT, "Live changes"): what changed, how and by whom, kept for a
 * replay by `Last-Event-ID` at least 48 hours; the day's chores delete older ones.
 */
export const branchEvents = pgTable(
  "branch_events",
  {
    domainId: uuid().notNull(),
    branchId: uuid().notNull(),
    id: bigint({ mode: "number" }).notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    action: text().notNull(),
    actorName: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.branchId, t.id] }),
    foreignKey({
      columns: [t.domainId, t.branchId],
      foreignColumns: [branches.domainId, branches.id],
    }).onDelete("cascade"),
    index("branch_events_age_idx").on(t.domainId, t.at),
  ],
);
