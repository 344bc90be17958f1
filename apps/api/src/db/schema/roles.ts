import { sql } from "drizzle-orm";
import { type AnyPgColumn, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.js";
import { domains } from "./domains.js";
import { searchIndex, searchText } from "./search.js";

const roleSearchOf = (t: Record<"name", AnyPgColumn>) => searchText(t.name);

export const roles = pgTable(
  "roles",
  {
    domainId: uuid()
      .notNull()
      .references(() => domains.id),
    id: id(),
    name: text().notNull(),
    permissions: text().array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    index("roles_domain_name_idx").on(t.domainId, t.name, t.id),
    searchIndex("roles_search_idx", roleSearchOf(t)),
  ],
);

/** What the list's `q` finds a row by; its trigram index holds the same text. */
export const roleSearch = roleSearchOf(roles);
