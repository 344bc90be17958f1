import { sql } from "drizzle-orm";
import { bigint, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./bookings.js";
import { domains } from "./domains.js";

/**
 * Guest ID scans: private images, apart from `images`. The bytes live in the private store under
 * `key`. `booking_id` is the booking whose `GuestIdUrl` names the scan, set when it is saved; the
 * retention sweep (features/scans/sweep.ts) deletes a scan from its booking's end on, and a scan no
 * booking took after a day (docs/decisions/0015).
 */
export const guestIdScans = pgTable(
  "guest_id_scans",
  {
    domainId: uuid()
      .notNull()
      .references(() => domains.id),
    id: uuid().notNull().default(sql`gen_random_uuid()`),
    key: text().notNull(),
    contentType: text().notNull(),
    size: bigint({ mode: "number" }).notNull(),
    bookingId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    foreignKey({ columns: [t.domainId, t.bookingId], foreignColumns: [bookings.domainId, bookings.id] }),
    index("guest_id_scans_booking_idx").on(t.domainId, t.bookingId),
    // The sweep's scans that no booking took, oldest first.
    index("guest_id_scans_unattached_idx").on(t.createdAt).where(sql`${t.bookingId} is null`),
  ],
);
