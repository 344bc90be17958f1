import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, version } from "./columns.js";
import { domains } from "./domains.js";
import { searchIndex, searchText } from "./search.js";

/**
 * Guest profiles: one person across stays (CONTRACT, "Guests"). The guest's fields a profile keeps
 * are a booking's (contract `PROFILE_FIELDS`), under the same column names; `merged_into` names the
 * profile this one was merged into. Every booking names its profile (`bookings.profile_id`); the
 * bookings made before profiles were linked by migration 0025 (docs/decisions/0030).
 */
const guestSearchOf = (
  t: Record<"firstName" | "lastName" | "otherName" | "email" | "phone" | "guestId", AnyPgColumn>,
) => searchText(t.firstName, t.lastName, t.otherName, t.email, t.phone, t.guestId);

export const guests = pgTable(
  "guests",
  {
    domainId: uuid()
      .notNull()
      .references(() => domains.id),
    id: id(),
    title: text().notNull().default(""),
    firstName: text().notNull(),
    lastName: text().notNull(),
    otherName: text().notNull().default(""),
    email: text().notNull().default(""),
    phone: text().notNull().default(""),
    guestId: text().notNull().default(""),
    guestIdType: text().notNull().default(""),
    nationality: text().notNull().default(""),
    notes: text().notNull().default(""),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    mergedInto: uuid(),
    anonymizedAt: timestamp({ withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    /**
     * What the list's `q` finds a profile by, kept with the row (migration 0028): at a million
     * profiles, a search that finds thousands checks each one's text, which is then read rather
     * than made again with `unaccent` (ten times the work), and PostgreSQL keeps its statistics.
     */
    search: text().generatedAlwaysAs((): SQL => guestSearchOf(guests)),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    foreignKey({
      name: "guests_merged_into_fk",
      columns: [t.domainId, t.mergedInto],
      foreignColumns: [t.domainId, t.id],
    }),
    // A new booking finds its guest's profile by email, whatever its case.
    index("guests_email_idx").on(t.domainId, sql`lower(${t.email})`),
    searchIndex("guests_search_idx", sql`${t.search}`),
    // The list's default order.
    index("guests_name_idx").on(t.domainId, t.lastName, t.firstName, t.id),
    // The profiles of a group of likely duplicates, by the key they share (migration 0031's functions).
    index("guests_phone_key_idx").on(t.domainId, sql`guest_phone_key(${t.phone})`),
    index("guests_name_key_idx").on(
      t.domainId,
      sql`guest_name_key(${t.lastName}, ${t.firstName}, ${t.guestId})`,
    ),
  ],
);

/** What the guests list's `q` finds a profile by: the stored text its trigram index holds. */
export const guestSearch = sql`${guests.search}`;

/**
 * Each domain's count of profiles not merged into another: the guests list's count without `q`,
 * which would otherwise read a million rows. A statement-level trigger keeps it (migration 0029),
 * as `booking_tallies` are kept; it goes with its domain.
 */
export const guestTallies = pgTable("guest_tallies", {
  domainId: uuid()
    .primaryKey()
    .references(() => domains.id, { onDelete: "cascade" }),
  total: integer().notNull().default(0),
});

/**
 * How many live profiles (neither merged nor anonymized) of a domain share each key that makes
 * them likely one person: an email in any case, a phone's digits, names with a guest ID. A
 * statement-level trigger keeps it (migration 0031), so the duplicates read only the keys shared.
 */
export const guestKeys = pgTable(
  "guest_keys",
  {
    domainId: uuid()
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    reason: text().notNull(),
    key: text().notNull(),
    total: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.reason, t.key] }),
    index("guest_keys_shared_idx").on(t.domainId, t.reason, t.key).where(sql`${t.total} > 1`),
  ],
);
