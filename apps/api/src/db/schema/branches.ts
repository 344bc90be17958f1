import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  time,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.js";
import { domains } from "./domains.js";
import { searchIndex, searchText } from "./search.js";

const branchSearchOf = (t: Record<"name" | "email" | "phone" | "state" | "country", AnyPgColumn>) =>
  searchText(t.name, t.email, t.phone, t.state, t.country);

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
    /**
     * Short and unique in the domain: it begins the branch's invoice numbers (`PAR-2026-17`). Left
     * empty, a trigger makes it from the name (migration 0034).
     */
    code: text().notNull().default(""),
    /** Whether the catalogue's prices and the nights' prices include tax (CONTRACT, `PricesIncludeTax`). */
    pricesIncludeTax: boolean().notNull().default(true),
    /**
     * The day the branch's books are open for (CONTRACT, "The business day and the night audit"):
     * only the night audit moves it, a day at a time. Left out, a trigger sets today in its zone.
     */
    businessDate: date({ mode: "string" }).notNull().default(sql`null`),
    /** When, in its zone, the server closes the day by itself. */
    auditTime: time().notNull().default("03:00"),
    /** Whether the close marks the day's unarrived reservations no-show, rather than waiting. */
    autoNoShow: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    index("branches_domain_name_idx").on(t.domainId, t.name, t.id),
    uniqueIndex("branches_code_ci_key").on(t.domainId, sql`lower(${t.code})`),
    searchIndex("branches_search_idx", branchSearchOf(t)),
  ],
);

/** What the list's `q` finds a row by; its trigram index holds the same text. */
export const branchSearch = branchSearchOf(branches);
