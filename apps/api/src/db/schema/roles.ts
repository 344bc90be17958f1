import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.js";
import { domains } from "./domains.js";

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
  ],
);
