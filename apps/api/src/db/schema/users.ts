import { LANGUAGES, THEMES } from "@concierge/contract";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { branches } from "./branches.js";
import { createdAt, id } from "./columns.js";
import { domains } from "./domains.js";
import { roles } from "./roles.js";
import { searchIndex, searchText } from "./search.js";

const identitySearchOf = (t: Record<"username" | "email", AnyPgColumn>) => searchText(t.username, t.email);

/**
 * The one global lookup: sign-in and password reset name no domain, so usernames and emails must be
 * unique across all tenants and lead to (domain, user). A Citus reference table.
 */
export const identities = pgTable(
  "identities",
  {
    userId: id().primaryKey(),
    domainId: uuid()
      .notNull()
      .references(() => domains.id),
    username: text().notNull(),
    email: text().notNull(),
  },
  (t) => [
    uniqueIndex("identities_username_key").on(sql`lower(${t.username})`),
    uniqueIndex("identities_email_key").on(sql`lower(${t.email})`),
    unique("identities_domain_user_key").on(t.domainId, t.userId),
    index("identities_domain_username_idx").on(t.domainId, t.username),
    searchIndex("identities_search_idx", identitySearchOf(t)),
  ],
);

/** What the list's `q` finds a row by; its trigram index holds the same text. */
export const identitySearch = identitySearchOf(identities);
export const users = pgTable(
  "users",
  {
    domainId: uuid().notNull(),
    id: uuid().notNull(),
    passwordHash: text(),
    activated: boolean().notNull().default(false),
    roleId: uuid().notNull(),
    branchId: uuid().notNull(),
    createdAt: createdAt(),
    /** The console's language; null follows the browser's (and keeps every earlier account as it was). */
    language: text({ enum: LANGUAGES }),
    theme: text({ enum: THEMES }).notNull().default("system"),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    check("users_language_check", sql`${t.language} in ('en', 'fr', 'es', 'ar')`),
    check("users_theme_check", sql`${t.theme} in ('light', 'dark', 'system')`),
    foreignKey({ columns: [t.domainId, t.id], foreignColumns: [identities.domainId, identities.userId] }),
    foreignKey({ columns: [t.domainId, t.roleId], foreignColumns: [roles.domainId, roles.id] }),
    foreignKey({ columns: [t.domainId, t.branchId], foreignColumns: [branches.domainId, branches.id] }),
    index("users_domain_role_idx").on(t.domainId, t.roleId),
    index("users_domain_branch_idx").on(t.domainId, t.branchId),
  ],
);
