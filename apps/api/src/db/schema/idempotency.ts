import { foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/**
 * The creating requests a user sent with an `Idempotency-Key`: the key's row is written in the
 * same transaction as what the request created, so that a repeat finds either the first answer or
 * nothing at all. Kept for a day (`lib/idempotency.ts`).
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    domainId: uuid().notNull(),
    userId: uuid().notNull(),
    key: text().notNull(),
    /** A digest of the method, path and body: the same key with another request is refused. */
    request: text().notNull(),
    answer: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.userId, t.key] }),
    foreignKey({
      name: "idempotent_requests_user_fk",
      columns: [t.domainId, t.userId],
      foreignColumns: [users.domainId, users.id],
    }).onDelete("cascade"),
    index("idempotent_requests_age_idx").on(t.domainId, t.userId, t.createdAt),
  ],
);
