import { sql } from "drizzle-orm";
import { type AnyPgColumn, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.js";
import { searchIndex, searchText } from "./search.js";

const domainSearchOf = (t: Record<"name", AnyPgColumn>) => searchText(t.name);

/** Hotel companies: the tenants. A reference table, since the list is shared by all. */
export const domains = pgTable(
  "domains",
  {
    id: id().primaryKey(),
    name: text().notNull(),
    rcNumber: text().notNull().default(""),
    logo: text().notNull().default(""),
    /** ISO 4217 code of the domain's prices. */
    currency: text().notNull().default("USD"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("domains_name_key").on(sql`lower(${t.name})`),
    searchIndex("domains_search_idx", domainSearchOf(t)),
  ],
);

/** What the list's `q` finds a row by; its trigram index holds the same text. */
export const domainSearch = domainSearchOf(domains);
