import { foreignKey, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./bookings.js";
import { createdAt, id } from "./columns.js";
import { domains } from "./domains.js";
import { guests } from "./guests.js";

/**
 * A merge (CONTRACT, "Guests"): the profiles merged into `guest_id` (`guest_merge_parts`) and the
 * bookings it moved, each with the profile it came from (`guest_merge_moves`), so that an undo puts
 * every one back. `undone_at` is set once.
 */
export const guestMerges = pgTable(
  "guest_merges",
  {
    domainId: uuid()
      .notNull()
      .references(() => domains.id),
    id: id(),
    guestId: uuid().notNull(),
    mergedBy: uuid(),
    mergedAt: createdAt(),
    undoneAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    foreignKey({
      name: "guest_merges_guest_fk",
      columns: [t.domainId, t.guestId],
      foreignColumns: [guests.domainId, guests.id],
    }),
  ],
);

export const guestMergeParts = pgTable(
  "guest_merge_parts",
  {
    domainId: uuid()
      .notNull()
      .references(() => domains.id),
    mergeId: uuid().notNull(),
    guestId: uuid().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.mergeId, t.guestId] }),
    foreignKey({
      name: "guest_merge_parts_merge_fk",
      columns: [t.domainId, t.mergeId],
      foreignColumns: [guestMerges.domainId, guestMerges.id],
    }),
    foreignKey({
      name: "guest_merge_parts_guest_fk",
      columns: [t.domainId, t.guestId],
      foreignColumns: [guests.domainId, guests.id],
    }),
  ],
);

export const guestMergeMoves = pgTable(
  "guest_merge_moves",
  {
    domainId: uuid()
      .notNull()
      .references(() => domains.id),
    mergeId: uuid().notNull(),
    bookingId: uuid().notNull(),
    fromGuestId: uuid().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.mergeId, t.bookingId] }),
    foreignKey({
      name: "guest_merge_moves_merge_fk",
      columns: [t.domainId, t.mergeId],
      foreignColumns: [guestMerges.domainId, guestMerges.id],
    }),
    foreignKey({
      name: "guest_merge_moves_booking_fk",
      columns: [t.domainId, t.bookingId],
      foreignColumns: [bookings.domainId, bookings.id],
    }),
    foreignKey({
      name: "guest_merge_moves_from_fk",
      columns: [t.domainId, t.fromGuestId],
      foreignColumns: [guests.domainId, guests.id],
    }),
  ],
);
