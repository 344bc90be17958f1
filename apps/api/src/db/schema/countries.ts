import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const countries = pgTable(
  "countries",
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    name: text().notNull(),
    states: text().array().notNull(),
  },
  (t) => [uniqueIndex("countries_name_key").on(sql`lower(${t.name})`)],
);
