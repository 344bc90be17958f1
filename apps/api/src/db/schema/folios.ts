import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bookings } from "./bookings.js";
import { branches } from "./branches.js";
import { createdAt, id, version } from "./columns.js";
import { domains } from "./domains.js";

const minor = () => bigint({ mode: "number" });

/** One tax of a line: its code, its percent in hundredths (19 % is 1900) and its part of the line's tax. */
export interface LineTax {
  Code: string;
  Rate: number;
  Tax: number;
}

/**
 * A booking's bills (CONTRACT, "Folios and invoices"). Its first folio (`number` 1) is made with the
 * booking by a trigger (migration 0034); more are opened to split the bill. `balance` is the sum of
 * the folio's entries, kept by every posting under the folio's row lock, in the posting's
 * transaction. An invoice closes the folio; its credit note reopens it.
 */
export const folios = pgTable(
  "folios",
  {
    domainId: uuid()
      .notNull()
      .references(() => domains.id),
    id: id(),
    branchId: uuid().notNull(),
    bookingId: uuid().notNull(),
    /** 1 for the booking's own folio, then 2, 3… as the bill is split. */
    number: integer().notNull(),
    /** Who pays this folio, where it is not the booking's guest (a company, a second guest). */
    payer: text().notNull().default(""),
    status: text({ enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    /** ISO 4217: the domain's currency when the folio opened. */
    currency: text().notNull(),
    balance: minor().notNull().default(0),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    unique("folios_booking_number_key").on(t.domainId, t.bookingId, t.number),
    foreignKey({
      columns: [t.domainId, t.bookingId],
      foreignColumns: [bookings.domainId, bookings.id],
    }),
    foreignKey({
      columns: [t.domainId, t.branchId],
      foreignColumns: [branches.domainId, branches.id],
    }),
    // The departures that still owe: the open folios of a branch whose balance is not 0.
    index("folios_unbalanced_idx").on(t.domainId, t.branchId).where(sql`${t.balance} <> 0`),
    check("folios_status", sql`${t.status} in ('open', 'closed')`),
  ],
);

/**
 * The ledger: append-only (a trigger refuses UPDATE and DELETE, and the role the API posts as holds
 * neither; migration 0034). `amount` is signed as the balance counts it: charges and refunds add,
 * payments and allowances take; a transfer moves what is left of `corrects_id` between two folios
 * (one entry out, one in). `net + tax = amount` on every row.
 */
export const folioEntries = pgTable(
  "folio_entries",
  {
    domainId: uuid().notNull(),
    id: id(),
    branchId: uuid().notNull(),
    folioId: uuid().notNull(),
    bookingId: uuid().notNull(),
    kind: text({ enum: ["charge", "allowance", "payment", "refund", "transfer"] }).notNull(),
    /** The catalogue item's code (`room` for a night); null for payments and refunds. */
    item: text(),
    description: text().notNull().default(""),
    quantity: integer().notNull().default(1),
    amount: minor().notNull(),
    net: minor().notNull(),
    tax: minor().notNull(),
    /** The line's taxes, each rounded half up, summing to `tax`. */
    taxes: jsonb().$type<LineTax[]>().notNull().default([]),
    /** The night or day the service belongs to, in the branch's zone. */
    serviceDate: date({ mode: "string" }).notNull(),
    /** The branch's day the entry was posted on. */
    businessDate: date({ mode: "string" }).notNull(),
    correctsId: uuid(),
    method: text({ enum: ["cash", "card", "transfer", "other"] }),
    reference: text().notNull().default(""),
    reason: text().notNull().default(""),
    postedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The user who posted it (no key: a user may leave, the ledger stays), and their name then. */
    postedBy: uuid(),
    postedByName: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    foreignKey({
      columns: [t.domainId, t.folioId],
      foreignColumns: [folios.domainId, folios.id],
    }),
    foreignKey({
      name: "folio_entries_corrects_fk",
      columns: [t.domainId, t.correctsId],
      foreignColumns: [t.domainId, t.id],
    }),
    index("folio_entries_folio_idx").on(t.domainId, t.folioId, t.serviceDate, t.postedAt),
    index("folio_entries_corrects_idx").on(t.domainId, t.correctsId).where(sql`${t.correctsId} is not null`),
    // The cashier's day: a branch's payments and refunds of a business day.
    index("folio_entries_cashier_idx")
      .on(t.domainId, t.branchId, t.businessDate)
      .where(sql`${t.kind} in ('payment', 'refund')`),
    // A branch's day: what the night audit's report sums.
    index("folio_entries_day_idx").on(t.domainId, t.branchId, t.businessDate),
    // A night is charged once: the night audit and the check-out can both try.
    uniqueIndex("folio_entries_room_night_key")
      .on(t.domainId, t.bookingId, t.serviceDate)
      .where(sql`${t.kind} = 'charge' and ${t.item} = 'room'`),
    check("folio_entries_adds_up", sql`${t.net} + ${t.tax} = ${t.amount}`),
    check("folio_entries_kind", sql`${t.kind} in ('charge', 'allowance', 'payment', 'refund', 'transfer')`),
    check(
      "folio_entries_sign",
      sql`case ${t.kind} when 'charge' then ${t.amount} >= 0 when 'refund' then ${t.amount} > 0
        when 'payment' then ${t.amount} < 0 when 'allowance' then ${t.amount} < 0 else true end`,
    ),
    check(
      "folio_entries_correction",
      sql`(${t.kind} in ('allowance', 'refund', 'transfer')) = (${t.correctsId} is not null)`,
    ),
    check(
      "folio_entries_method",
      sql`(${t.kind} in ('payment', 'refund')) = (${t.method} is not null)
        and (${t.method} is null or ${t.method} in ('cash', 'card', 'transfer', 'other'))`,
    ),
    check("folio_entries_quantity", sql`${t.quantity} >= 1`),
  ],
);

/**
 * A branch's catalogue of what it charges: price (minor units, entered with or without tax as the
 * branch's `prices_include_tax` says) and tax codes. `room` is made with every branch (migration
 * 0034): its price is the night's, its tax codes the manager's.
 */
export const chargeItems = pgTable(
  "charge_items",
  {
    domainId: uuid().notNull(),
    id: id(),
    branchId: uuid().notNull(),
    code: text().notNull(),
    name: text().notNull(),
    price: minor().notNull().default(0),
    taxCodes: text().array().notNull().default(sql`'{}'::text[]`),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    uniqueIndex("charge_items_branch_code_ci_key").on(t.domainId, t.branchId, sql`lower(${t.code})`),
    foreignKey({
      columns: [t.domainId, t.branchId],
      foreignColumns: [branches.domainId, branches.id],
    }).onDelete("cascade"),
    check("charge_items_price_not_negative", sql`${t.price} >= 0`),
  ],
);

/**
 * A branch's taxes: one row per code and period; the periods of one code never overlap (an
 * exclusion constraint, migration 0034), so a service date finds at most one rate per code.
 */
export const taxes = pgTable(
  "taxes",
  {
    domainId: uuid().notNull(),
    id: id(),
    branchId: uuid().notNull(),
    code: text().notNull(),
    name: text().notNull(),
    /** Hundredths of a percent: 19 % is 1900. */
    rate: integer().notNull(),
    validFrom: date({ mode: "string" }).notNull(),
    /** The first day it no longer applies; null: until further notice. */
    validTo: date({ mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    foreignKey({
      columns: [t.domainId, t.branchId],
      foreignColumns: [branches.domainId, branches.id],
    }).onDelete("cascade"),
    check("taxes_rate_range", sql`${t.rate} between 0 and 10000`),
    check("taxes_period", sql`${t.validTo} is null or ${t.validTo} > ${t.validFrom}`),
  ],
);

/**
 * Issued invoices and credit notes: frozen copies (recipient, lines, totals) that later renames,
 * erasures or price changes never alter. Append-only as the ledger. `number` is
 * `<BRANCHCODE>-<YYYY>-<seq>`, `seq` from `document_counters` in the issuing transaction, so a
 * rollback leaves no gap.
 */
export const invoices = pgTable(
  "invoices",
  {
    domainId: uuid().notNull(),
    id: id(),
    branchId: uuid().notNull(),
    folioId: uuid().notNull(),
    kind: text({ enum: ["invoice", "credit-note"] }).notNull(),
    /** A credit note's invoice. */
    cancelsId: uuid(),
    year: integer().notNull(),
    seq: integer().notNull(),
    number: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    recipient: text().notNull(),
    currency: text().notNull(),
    net: minor().notNull(),
    tax: minor().notNull(),
    total: minor().notNull(),
    paid: minor().notNull(),
    issuedBy: uuid(),
    issuedByName: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.id] }),
    unique("invoices_branch_seq_key").on(t.domainId, t.branchId, t.year, t.seq),
    uniqueIndex("invoices_cancels_key").on(t.domainId, t.cancelsId).where(sql`${t.cancelsId} is not null`),
    index("invoices_folio_idx").on(t.domainId, t.folioId, t.issuedAt),
    foreignKey({
      columns: [t.domainId, t.folioId],
      foreignColumns: [folios.domainId, folios.id],
    }),
    foreignKey({
      name: "invoices_cancels_fk",
      columns: [t.domainId, t.cancelsId],
      foreignColumns: [t.domainId, t.id],
    }),
    check("invoices_kind", sql`${t.kind} in ('invoice', 'credit-note')`),
    check("invoices_credit_note", sql`(${t.kind} = 'credit-note') = (${t.cancelsId} is not null)`),
    check("invoices_adds_up", sql`${t.net} + ${t.tax} = ${t.total}`),
  ],
);

/** An invoice's lines, copied from the folio's entries when issued. */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    domainId: uuid().notNull(),
    invoiceId: uuid().notNull(),
    lineNo: integer().notNull(),
    entryId: uuid(),
    kind: text().notNull(),
    item: text(),
    description: text().notNull(),
    quantity: integer().notNull(),
    serviceDate: date({ mode: "string" }).notNull(),
    amount: minor().notNull(),
    net: minor().notNull(),
    tax: minor().notNull(),
    taxes: jsonb().$type<LineTax[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.invoiceId, t.lineNo] }),
    foreignKey({
      columns: [t.domainId, t.invoiceId],
      foreignColumns: [invoices.domainId, invoices.id],
    }),
    check("invoice_lines_adds_up", sql`${t.net} + ${t.tax} = ${t.amount}`),
  ],
);

/** The last number issued per branch and year: updated in the issuing transaction, never a sequence. */
export const documentCounters = pgTable(
  "document_counters",
  {
    domainId: uuid().notNull(),
    branchId: uuid().notNull(),
    year: integer().notNull(),
    last: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.branchId, t.year] }),
    foreignKey({
      columns: [t.domainId, t.branchId],
      foreignColumns: [branches.domainId, branches.id],
    }).onDelete("cascade"),
  ],
);
