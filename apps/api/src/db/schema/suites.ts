import type { Housekeeping } from "@concierge/contract";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { branches } from "./branches.js";
import { version } from "./columns.js";
import { domains } from "./domains.js";
import { searchIndex, searchText } from "./search.js";

const suiteSearchOf = (t: Record<"category" | "description", AnyPgColumn>) =>
  searchText(t.category, t.description);

export const suites = pgTable(
  "suites",
  {
    domainId: uuid()
      .notNull()
      .references(() => domains.id),
    id: uuid().notNull().default(sql`gen_random_uuid()`),
    branchId: uuid().notNull(),
    category: text().notNull(),
    price: numeric({ precision: 12, scale: 2, mode: "number" }).notNull(),
    description: text().notNull().default(""),
    utilities: text().array().notNull(),
    views: text().array().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** How many adults a room of the suite sleeps: a stay for more is not offered it. */
    maxAdults: smallint().notNull().default(2),
    /** Set while the suite is archived: kept with its bookings, offered for no new one. */
    archivedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    foreignKey({ columns: [t.domainId, t.branchId], foreignColumns: [branches.domainId, branches.id] }),
    // With `INCLUDE (archived_at)` (migration 0021): a deep page's keys from the index alone.
    index("suites_domain_category_idx").on(t.domainId, t.category, t.id),
    index("suites_domain_branch_idx").on(t.domainId, t.branchId),
    // The target of the foreign key that keeps a price row in its plan's branch.
    unique("suites_branch_id_key").on(t.domainId, t.branchId, t.id),
    check("suites_max_adults_range", sql`${t.maxAdults} between 1 and 20`),
    searchIndex("suites_search_idx", suiteSearchOf(t)),
  ],
);

/** What the list's `q` finds a row by; its trigram index holds the same text. */
export const suiteSearch = suiteSearchOf(suites);

/**
 * The room codes of a suite, one row each, so that the database keeps a code unique within its
 * branch (in any letter case) and bookings can reference the room they hold.
 */
export const suiteCodes = pgTable(
  "suite_codes",
  {
    domainId: uuid().notNull(),
    branchId: uuid().notNull(),
    code: text().notNull(),
    suiteId: uuid().notNull(),
    /** Clean, dirty or inspected: a check-out makes the room dirty. */
    housekeeping: text().$type<Housekeeping>().notNull().default("clean"),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.branchId, t.code] }),
    uniqueIndex("suite_codes_branch_code_ci_key").on(t.domainId, t.branchId, sql`lower(${t.code})`),
    unique("suite_codes_suite_code_key").on(t.domainId, t.suiteId, t.code),
    foreignKey({ columns: [t.domainId, t.suiteId], foreignColumns: [suites.domainId, suites.id] }).onDelete(
      "cascade",
    ),
    foreignKey({ columns: [t.domainId, t.branchId], foreignColumns: [branches.domainId, branches.id] }),
    check("suite_codes_housekeeping_known", sql`${t.housekeeping} in ('clean', 'dirty', 'inspected')`),
  ],
);
