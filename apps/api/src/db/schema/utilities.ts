import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Amenity lists; the suite forms offer the items of the one named 'extraz'. */
export const utilities = pgTable(
  "utilities",
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    name: text().notNull(),
    items: text().array().notNull(),
  },
  (t) => [uniqueIndex("utilities_name_key").on(sql`lower(${t.name})`)],
);
