import { sql } from "drizzle-orm";
import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { domains } from "./domains.js";

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
  ],
);
