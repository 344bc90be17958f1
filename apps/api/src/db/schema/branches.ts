import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.js";
import { domains } from "./domains.js";

export const branches = pgTable(
  "branches",
  {
    domainId: uuid()
      .notNull()
      .references(() => domains.id),
    id: id(),
    name: text().notNull(),
    phone: text().notNull().default(""),
    email: text().notNull().default(""),
    address: text().notNull().default(""),
    state: text().notNull().default(""),
    country: text().notNull().default(""),
    /** IANA zone in which the branch's nights, arrivals and departures are counted. */
    timeZone: text().notNull().default("UTC"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    index("branches_domain_name_idx").on(t.domainId, t.name, t.id),
  ],
);
