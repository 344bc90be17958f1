import { sql } from "drizzle-orm";
import { foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/** A signed-in session: one chain of refresh tokens. Revoking it ends every token of the chain. */
export const sessions = pgTable(
  "sessions",
  {
    domainId: uuid().notNull(),
    id: uuid().notNull().default(sql`gen_random_uuid()`),
    userId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    foreignKey({ columns: [t.domainId, t.userId], foreignColumns: [users.domainId, users.id] }).onDelete(
      "cascade",
    ),
    index("sessions_domain_user_idx").on(t.domainId, t.userId),
  ],
);

/** Refresh tokens, stored as SHA-256 hashes. A retired one presented again revokes its session. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    domainId: uuid().notNull(),
    tokenHash: text().notNull(),
    sessionId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.tokenHash] }),
    foreignKey({
      columns: [t.domainId, t.sessionId],
      foreignColumns: [sessions.domainId, sessions.id],
    }).onDelete("cascade"),
    index("refresh_tokens_session_idx").on(t.domainId, t.sessionId),
  ],
);

/** Single-use tokens mailed to a user: a password reset, or an invitation that sets the first password. */
export const mailedTokens = pgTable(
  "mailed_tokens",
  {
    domainId: uuid().notNull(),
    tokenHash: text().notNull(),
    userId: uuid().notNull(),
    purpose: text({ enum: ["reset", "invitation"] }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.tokenHash] }),
    foreignKey({ columns: [t.domainId, t.userId], foreignColumns: [users.domainId, users.id] }).onDelete(
      "cascade",
    ),
  ],
);

/**
 * Attempts counted for throttling, by key ('login:user:…', 'login:ip:…'). In the database so that
 * every API process sees the same counts.
 */
export const throttleEvents = pgTable(
  "throttle_events",
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    key: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("throttle_events_key_at_idx").on(t.key, t.at)],
);
