import {
  bigint,
  date,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { branches } from "./branches.js";

const minor = () => bigint({ mode: "number" });

/** A report's money by one key (an item, a payment method), in minor units. */
export interface DayAmount {
  key: string;
  /** An item's name when the day closed. */
  name?: string;
  amount: number;
  net: number;
  tax: number;
}

/**
 * A branch's closed day: its figures, written by the night audit in the transaction that moves the
 * business date past it, and never changed after (decision 0046).
 */
export const dayReports = pgTable(
  "day_reports",
  {
    domainId: uuid().notNull(),
    branchId: uuid().notNull(),
    date: date({ mode: "string" }).notNull(),
    closedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Who closed it; null when the server closed it by itself at the branch's audit time. */
    closedBy: uuid(),
    closedByName: text().notNull(),
    currency: text().notNull(),
    roomsSold: integer().notNull(),
    roomsAvailable: integer().notNull(),
    /** The nights' room charges of that date, net of tax and of their allowances. */
    roomRevenue: minor().notNull(),
    /** Charges and allowances posted on that business date, by item. */
    revenue: jsonb().$type<DayAmount[]>().notNull(),
    /** Payments and refunds taken on that business date, by method. */
    payments: jsonb().$type<DayAmount[]>().notNull(),
    arrivals: integer().notNull(),
    departures: integer().notNull(),
    noShows: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.branchId, t.date] }),
    foreignKey({
      columns: [t.domainId, t.branchId],
      foreignColumns: [branches.domainId, branches.id],
    }).onDelete("cascade"),
  ],
);

/**
 * What was on the books for each coming night when the branch's last day closed: the forecast's
 * pick-up is what is on the books now less this. Each close replaces it.
 */
export const dayForecastNights = pgTable(
  "day_forecast_nights",
  {
    domainId: uuid().notNull(),
    branchId: uuid().notNull(),
    night: date({ mode: "string" }).notNull(),
    rooms: integer().notNull(),
    revenue: minor().notNull(),
    /** The business date whose close took it. */
    takenOn: date({ mode: "string" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.branchId, t.night] }),
    foreignKey({
      columns: [t.domainId, t.branchId],
      foreignColumns: [branches.domainId, branches.id],
    }).onDelete("cascade"),
  ],
);

/**
 * Who closes a branch's day: a close holds the branch's row locked (without waiting) for its
 * transaction, so one process at a time closes it and a crashed one lets go with its connection.
 * `holder` and `heldAt` say who took it last; `retryAfter` spaces the server's own tries while
 * arrivals are pending.
 */
export const dayLeases = pgTable(
  "day_leases",
  {
    domainId: uuid().notNull(),
    branchId: uuid().notNull(),
    holder: text().notNull(),
    heldAt: timestamp({ withTimezone: true }).notNull(),
    retryAfter: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.branchId] }),
    foreignKey({
      columns: [t.domainId, t.branchId],
      foreignColumns: [branches.domainId, branches.id],
    }).onDelete("cascade"),
  ],
);
