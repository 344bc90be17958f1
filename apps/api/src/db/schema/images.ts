import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { domains } from "./domains.js";
import { searchIndex, searchText } from "./search.js";

const imageSearchOf = (t: Record<"name", AnyPgColumn>) => searchText(t.name);

/** Uploaded images; the bytes live in the image store under `key`. */
export const images = pgTable(
  "images",
  {
    domainId: uuid()
      .notNull()
      .references(() => domains.id),
    id: uuid().notNull().default(sql`gen_random_uuid()`),
    name: text().notNull(),
    key: text().notNull(),
    contentType: text().notNull(),
    size: bigint({ mode: "number" }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    index("images_domain_created_idx").on(t.domainId, t.createdAt, t.id),
    searchIndex("images_search_idx", imageSearchOf(t)),
  ],
);

/** What the list's `q` finds a row by; its trigram index holds the same text. */
export const imageSearch = imageSearchOf(images);
