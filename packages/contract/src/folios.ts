import { z } from "zod";
import { declareCalls, VERSIONED_REFUSALS } from "./call.js";
import { optionalText, requiredText } from "./common.js";
import { declareRefusals, ErrorCode, invalid, missing, refusal } from "./errors.js";
import { idField } from "./ids.js";
import { Permission } from "./permissions.js";
import { isDay } from "./zones-and-money.js";

/** Folios, their entries and invoices (CONTRACT, "Folios and invoices"). Money: minor units stored. */
export const ENTRY_KINDS = ["charge", "allowance", "payment", "refund", "transfer"] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
export const PAYMENT_METHODS = ["cash", "card", "transfer", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const FOLIO_STATUSES = ["open", "closed"] as const;
export type FolioStatus = (typeof FOLIO_STATUSES)[number];
export const INVOICE_KINDS = ["invoice", "credit-note"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The catalogue's item a night is charged as: its price is the night's (CONTRACT). */
export const ROOM_ITEM = "room";
export const QUANTITY_MAX = 999;
/** The largest amount one entry holds: ten million in the currency's units. */
export const ENTRY_AMOUNT_MAX = 10_000_000;
export const DESCRIPTION_MAX = 200;
export const REASON_MAX = 500;
export const REFERENCE_MAX = 100;
export const PAYER_MAX = 200;
export const RECIPIENT_MAX = 500;
export const MOVE_ENTRIES_MAX = 200;
/** What `GET` of an invoice answers its PDF for (`Accept`). */
export const PDF_MEDIA_TYPE = "application/pdf";

/** "84.00 USD": an amount of minor units as a refusal names it (the console formats its own). */
export const moneyWords = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

export const FolioMessage = {
  domainId: "DomainId is required",
  bookingId: "BookingId is required",
  payer: "Payer is required",
  item: "Item is required",
  quantity: `Quantity must be a whole number from 1 to ${QUANTITY_MAX}`,
  price: `Price must be a number from 0 to ${ENTRY_AMOUNT_MAX} with at most 2 decimals`,
  amount: `Amount must be a number above 0 and at most ${ENTRY_AMOUNT_MAX}, with at most 2 decimals`,
  method: `Method must be one of ${PAYMENT_METHODS.join(", ")}`,
  serviceDate: "ServiceDate must be a date YYYY-MM-DD",
  description: "Description must be a text",
  reference: "Reference must be a text",
  reason: "Reason is required",
  entryIds: `EntryIds must list 1 to ${MOVE_ENTRIES_MAX} entries' ids`,
  toFolioId: "ToFolioId is required",
  recipient: "Recipient must be a text",
  force: "Force must be true or false",
  forceReason: "Reason is required to check out with a balance",
  date: "date must be a date YYYY-MM-DD",
  notFound: "folio not found",
  entryNotFound: "entry not found in this folio",
  invoiceNotFound: "invoice not found",
  itemNotFound: (item: string) => `${item} is not an item of this branch's catalogue`,
  itemInactive: (item: string) => `${item} is no longer sold: it is archived in the catalogue`,
  closed: (number: number) => `folio ${number} is closed: cancel its invoice to post into it again`,
  notANight: (day: string) => `${day} is not a night of this stay`,
  nightCharged: (day: string) => `the night of ${day} is charged already`,
  allNightsCharged: "every night of this stay is charged already",
  roomPriced: "a night is charged once at the stay's own price for it: leave Price and Quantity out",
  notACharge: "only a charge is corrected with an allowance",
  notAPayment: "only a payment is refunded",
  overAllowance: (left: string) => `an allowance is at most what is left of its charge: ${left}`,
  overRefund: (left: string) => `a refund is at most what is left of its payment: ${left}`,
  nothingLeft: "nothing is left of this entry to move",
  sameFolio: "an entry moves to another folio, not to its own",
  otherBranch: "an entry moves to a folio of the same branch",
  unbalanced: (due: string) => `the folio must balance before its invoice is issued: ${due} is due`,
  nothingToInvoice: "the folio has nothing to invoice",
  alreadyCancelled: (number: string) => `invoice ${number} is cancelled already`,
  notAnInvoice: "a credit note cannot be cancelled; issue a new invoice instead",
  balanceDue: (due: string) => `${due} is due`,
  creditLeft: (credit: string) => `a credit of ${credit} is left: refund it before the guest leaves`,
} as const;

export const FolioRefusal = declareRefusals("folios", {
  notFound: missing(FolioMessage.notFound),
  entryNotFound: missing(FolioMessage.entryNotFound),
  invoiceNotFound: missing(FolioMessage.invoiceNotFound),
  itemNotFound: (item: string) => invalid(FolioMessage.itemNotFound(item), { item }),
  itemInactive: (item: string) => refusal(409, ErrorCode.archived, FolioMessage.itemInactive(item), { item }),
  closed: (number: number) => refusal(409, ErrorCode.folioClosed, FolioMessage.closed(number), { number }),
  notANight: (day: string) => invalid(FolioMessage.notANight(day), { day }),
  nightCharged: (day: string) =>
    refusal(409, ErrorCode.alreadyExists, FolioMessage.nightCharged(day), { day }),
  allNightsCharged: refusal(409, ErrorCode.alreadyExists, FolioMessage.allNightsCharged),
  roomPriced: invalid(FolioMessage.roomPriced),
  notACharge: refusal(409, ErrorCode.wrongStatus, FolioMessage.notACharge),
  notAPayment: refusal(409, ErrorCode.wrongStatus, FolioMessage.notAPayment),
  overAllowance: (left: number, currency: string) =>
    refusal(409, ErrorCode.exceedsRemainder, FolioMessage.overAllowance(moneyWords(left, currency)), {
      left: left / 100,
      currency,
    }),
  overRefund: (left: number, currency: string) =>
    refusal(409, ErrorCode.exceedsRemainder, FolioMessage.overRefund(moneyWords(left, currency)), {
      left: left / 100,
      currency,
    }),
  nothingLeft: refusal(409, ErrorCode.exceedsRemainder, FolioMessage.nothingLeft),
  sameFolio: invalid(FolioMessage.sameFolio),
  otherBranch: invalid(FolioMessage.otherBranch),
  unbalanced: (due: number, currency: string) =>
    refusal(409, ErrorCode.balanceDue, FolioMessage.unbalanced(moneyWords(due, currency)), {
      due: due / 100,
      currency,
    }),
  nothingToInvoice: refusal(409, ErrorCode.wrongStatus, FolioMessage.nothingToInvoice),
  alreadyCancelled: (number: string) =>
    refusal(409, ErrorCode.wrongStatus, FolioMessage.alreadyCancelled(number), { number }),
  notAnInvoice: refusal(409, ErrorCode.wrongStatus, FolioMessage.notAnInvoice),
  /** A check-out while the booking's folios, with its nights not yet charged, do not balance. */
  balanceDue: (due: number, currency: string) =>
    refusal(409, ErrorCode.balanceDue, FolioMessage.balanceDue(moneyWords(due, currency)), {
      due: due / 100,
      currency,
    }),
  /** A check-out while the booking's folios hold more paid than charged: the guest is owed it. */
  creditLeft: (credit: number, currency: string) =>
    refusal(409, ErrorCode.balanceDue, FolioMessage.creditLeft(moneyWords(credit, currency)), {
      credit: credit / 100,
      currency,
    }),
});

const day = (message: string) => z.string({ error: message }).trim().refine(isDay, message);
/** A number of the currency's units with at most 2 decimals, from `min` (0 or just above) up. */
const money = (message: string, positive: boolean) => {
  const base = z.number({ error: message }).max(ENTRY_AMOUNT_MAX, message).multipleOf(0.01, message);
  return positive ? base.gt(0, message) : base.min(0, message);
};
const id = (message: string) => idField(message);

export const chargeBody = z.object({
  /** The catalogue item's code; `room` charges a night of the stay at its price. */
  Item: requiredText("Item", FolioMessage.item, 40),
  Quantity: z
    .number({ error: FolioMessage.quantity })
    .int(FolioMessage.quantity)
    .min(1, FolioMessage.quantity)
    .max(QUANTITY_MAX, FolioMessage.quantity)
    .default(1),
  /** The unit price; left out, the catalogue's (a night's own price for `room`). */
  Price: money(FolioMessage.price, false).optional(),
  Description: optionalText("Description", FolioMessage.description, DESCRIPTION_MAX),
  /** The day (for `room`, the night) the service belongs to; left out, the branch's day. */
  ServiceDate: day(FolioMessage.serviceDate).optional(),
});
export type ChargeBody = z.input<typeof chargeBody>;

export const paymentBody = z.object({
  Amount: money(FolioMessage.amount, true),
  Method: z.enum(PAYMENT_METHODS, { error: FolioMessage.method }),
  Reference: optionalText("Reference", FolioMessage.reference, REFERENCE_MAX),
});
export type PaymentBody = z.input<typeof paymentBody>;

const reason = requiredText("Reason", FolioMessage.reason, REASON_MAX);

/** An allowance on a charge: all that is left of it when `Amount` is left out. */
export const allowanceBody = z.object({
  Amount: money(FolioMessage.amount, true).optional(),
  Reason: reason,
});
export type AllowanceBody = z.input<typeof allowanceBody>;

export const refundBody = z.object({ Amount: money(FolioMessage.amount, true), Reason: reason });
export type RefundBody = z.input<typeof refundBody>;

export const moveBody = z.object({
  EntryIds: z
    .array(id(FolioMessage.entryIds), { error: FolioMessage.entryIds })
    .min(1, FolioMessage.entryIds)
    .max(MOVE_ENTRIES_MAX, FolioMessage.entryIds)
    .transform((ids) => [...new Set(ids)]),
  ToFolioId: id(FolioMessage.toFolioId),
});
export type MoveBody = z.input<typeof moveBody>;

export const openFolioBody = z.object({
  DomainId: id(FolioMessage.domainId),
  BookingId: id(FolioMessage.bookingId),
  Payer: requiredText("Payer", FolioMessage.payer, PAYER_MAX),
});
export type OpenFolioBody = z.input<typeof openFolioBody>;

export const invoiceBody = z.object({
  /** Who the invoice is made out to, name and address; left out, the folio's payer or the guest. */
  Recipient: optionalText("Recipient", FolioMessage.recipient, RECIPIENT_MAX),
});
export type InvoiceBody = z.input<typeof invoiceBody>;

/** A check-out's body: none, or `Force` with a `Reason` to leave owing (CHECKOUT_WITH_BALANCE). */
export const checkoutBody = z
  .object({
    Force: z.boolean({ error: FolioMessage.force }).optional(),
    Reason: optionalText("Reason", FolioMessage.forceReason, REASON_MAX),
  })
  .refine((body) => !body.Force || body.Reason !== "", {
    message: FolioMessage.forceReason,
    path: ["Reason"],
  });
export type CheckoutBody = z.input<typeof checkoutBody>;

const lineTax = z.object({ Code: z.string(), Percent: z.number(), Tax: z.number() });

export const folioEntry = z.object({
  Id: z.string(),
  Kind: z.enum(ENTRY_KINDS),
  Item: z.string().nullable(),
  Description: z.string(),
  Quantity: z.number().int(),
  /** Signed as the balance counts it: charges and refunds add, payments and allowances take. */
  Amount: z.number(),
  Net: z.number(),
  Tax: z.number(),
  Taxes: z.array(lineTax),
  ServiceDate: z.string(),
  BusinessDate: z.string(),
  /** The entry an allowance, a refund or a transfer corrects. */
  CorrectsId: z.string().nullable(),
  Method: z.enum(PAYMENT_METHODS).nullable(),
  Reference: z.string(),
  Reason: z.string(),
  PostedAt: z.string(),
  PostedBy: z.string(),
  /**
   * What is left of a charge to allow or move, or of a payment to refund or move (a positive
   * number); null for an entry that corrects another.
   */
  Remaining: z.number().nullable(),
});
export type FolioEntry = z.infer<typeof folioEntry>;

export const invoiceSummary = z.object({
  Id: z.string(),
  Number: z.string(),
  Kind: z.enum(INVOICE_KINDS),
  IssuedAt: z.string(),
  Total: z.number(),
  /** The credit note that cancelled this invoice, if any. */
  CancelledBy: z.string().nullable(),
});

export const folio = z.object({
  Id: z.string(),
  BookingId: z.string(),
  BranchId: z.string(),
  Number: z.number().int(),
  Payer: z.string(),
  Status: z.enum(FOLIO_STATUSES),
  Currency: z.string(),
  Entries: z.array(folioEntry),
  Balance: z.number(),
  Invoices: z.array(invoiceSummary),
  /** The booking's nights not yet charged on any of its folios, at their prices. */
  Unposted: z.array(z.object({ Night: z.string(), Price: z.number() })),
  /** Raised by every change of the folio (a posting too): sent back as `If-Match`. */
  Version: z.number().int(),
});
export type Folio = z.infer<typeof folio>;

export const invoiceLine = z.object({
  LineNo: z.number().int(),
  Kind: z.enum(ENTRY_KINDS),
  Item: z.string().nullable(),
  Description: z.string(),
  Quantity: z.number().int(),
  ServiceDate: z.string(),
  Amount: z.number(),
  Net: z.number(),
  Tax: z.number(),
  Taxes: z.array(lineTax),
});

/** An invoice or a credit note: a frozen copy; `Id` and `Number` null in a preview. */
export const invoice = z.object({
  Id: z.string().nullable(),
  Number: z.string().nullable(),
  Kind: z.enum(INVOICE_KINDS),
  CancelsId: z.string().nullable(),
  FolioId: z.string(),
  BookingId: z.string(),
  IssuedAt: z.string().nullable(),
  Recipient: z.string(),
  Currency: z.string(),
  Lines: z.array(invoiceLine),
  /** The lines' taxes summed by code and rate. */
  Taxes: z.array(z.object({ Code: z.string(), Percent: z.number(), Net: z.number(), Tax: z.number() })),
  Net: z.number(),
  Tax: z.number(),
  Total: z.number(),
  Paid: z.number(),
  Due: z.number(),
});
export type Invoice = z.infer<typeof invoice>;

export const cashierQuery = z.object({ date: day(FolioMessage.date).optional() });

/** The payments and refunds of a branch's day: money taken is positive, refunds negative. */
export const cashierDay = z.object({
  Date: z.string(),
  Currency: z.string(),
  Total: z.number(),
  Methods: z.array(
    z.object({ Method: z.enum(PAYMENT_METHODS), Amount: z.number(), Count: z.number().int() }),
  ),
  Users: z.array(
    z.object({
      UserId: z.string().nullable(),
      UserName: z.string(),
      Method: z.enum(PAYMENT_METHODS),
      Amount: z.number(),
      Count: z.number().int(),
    }),
  ),
  Entries: z.array(
    z.object({
      Id: z.string(),
      FolioId: z.string(),
      BookingId: z.string(),
      Guest: z.string(),
      SuiteCode: z.string(),
      Kind: z.enum(["payment", "refund"]),
      Method: z.enum(PAYMENT_METHODS),
      Amount: z.number(),
      Reference: z.string(),
      Reason: z.string(),
      PostedAt: z.string(),
      PostedBy: z.string(),
    }),
  ),
});
export type CashierDay = z.infer<typeof cashierDay>;

/** A departed stay whose folio does not balance (Apaleo's daily routine lists them). */
export const unbalancedFolio = z.object({
  FolioId: z.string(),
  Number: z.number().int(),
  BookingId: z.string(),
  Guest: z.string(),
  SuiteCode: z.string(),
  CheckedOutAt: z.string(),
  Balance: z.number(),
  Currency: z.string(),
});

const folioParams = z.object({ domainId: z.string().max(100), folioId: z.string().max(100) });
const entryParams = folioParams.extend({ entryId: z.string().max(100) });
const bookingParams = z.object({ domainId: z.string().max(100), bookingId: z.string().max(100) });
const branchParams = z.object({ domainId: z.string().max(100), branchId: z.string().max(100) });
const invoiceParams = z.object({ domainId: z.string().max(100), invoiceId: z.string().max(100) });
const folioPath = "/api/v1/domains/folios";
const bookingPath = "/api/v1/domains/branches/bookings";
const manage = [Permission.MANAGE_FOLIOS];
const correct = [Permission.CORRECT_FOLIOS];
/** Reading a folio or an invoice: whoever posts or corrects them. */
const reads = [Permission.MANAGE_FOLIOS, Permission.CORRECT_FOLIOS];

export const folioCalls = declareCalls("folios", {
  /** The booking's first folio, made with it. */
  bookingFolio: {
    method: "GET",
    path: `${bookingPath}/:domainId/:bookingId/folio`,
    params: bookingParams,
    answer: folio,
    anyPermission: reads,
  },
  bookingFolios: {
    method: "GET",
    path: `${bookingPath}/:domainId/:bookingId/folios`,
    params: bookingParams,
    answer: z.object({ Folios: z.array(folio) }),
    anyPermission: reads,
  },
  get: {
    method: "GET",
    path: `${folioPath}/:domainId/:folioId`,
    params: folioParams,
    answer: folio,
    anyPermission: reads,
  },
  /** Another folio on the booking, to split its bill. */
  open: {
    method: "POST",
    path: folioPath,
    body: openFolioBody,
    status: 201,
    idempotent: true,
    answer: folio,
    permissions: manage,
    audit: { entity: "folio" },
  },
  charge: {
    method: "POST",
    path: `${folioPath}/:domainId/:folioId/charges`,
    params: folioParams,
    body: chargeBody,
    status: 201,
    idempotent: true,
    answer: folio,
    permissions: manage,
    refusals: VERSIONED_REFUSALS,
    audit: { entity: "folio", action: "charge" },
  },
  payment: {
    method: "POST",
    path: `${folioPath}/:domainId/:folioId/payments`,
    params: folioParams,
    body: paymentBody,
    status: 201,
    idempotent: true,
    answer: folio,
    permissions: manage,
    refusals: VERSIONED_REFUSALS,
    audit: { entity: "folio", action: "payment" },
  },
  allowance: {
    method: "POST",
    path: `${folioPath}/:domainId/:folioId/entries/:entryId/allowance`,
    params: entryParams,
    body: allowanceBody,
    status: 201,
    idempotent: true,
    answer: folio,
    permissions: correct,
    refusals: VERSIONED_REFUSALS,
    audit: { entity: "folio", action: "allowance" },
  },
  refund: {
    method: "POST",
    path: `${folioPath}/:domainId/:folioId/entries/:entryId/refund`,
    params: entryParams,
    body: refundBody,
    status: 201,
    idempotent: true,
    answer: folio,
    permissions: correct,
    refusals: VERSIONED_REFUSALS,
    audit: { entity: "folio", action: "refund" },
  },
  /** Moves what is left of entries to another folio of the branch: a transfer out and one in each. */
  move: {
    method: "POST",
    path: `${folioPath}/:domainId/:folioId/move`,
    params: folioParams,
    body: moveBody,
    status: 201,
    idempotent: true,
    answer: folio,
    permissions: correct,
    audit: { entity: "folio", action: "move" },
  },
});

/** Invoices and credit notes of a folio (CONTRACT, "Folios and invoices"). */
export const invoiceCalls = declareCalls("invoices", {
  invoicePreview: {
    method: "GET",
    path: `${folioPath}/:domainId/:folioId/invoice-preview`,
    params: folioParams,
    answer: invoice,
    anyPermission: reads,
  },
  /** Issues the invoice of the folio's entries and closes it (409 while it does not balance). */
  issueInvoice: {
    method: "POST",
    path: `${folioPath}/:domainId/:folioId/invoice`,
    params: folioParams,
    body: invoiceBody,
    status: 201,
    idempotent: true,
    answer: invoice,
    permissions: manage,
    audit: { entity: "invoice" },
  },
  /** The invoice, or its PDF with `Accept: application/pdf`. */
  invoice: {
    method: "GET",
    path: "/api/v1/domains/invoices/:domainId/:invoiceId",
    params: invoiceParams,
    answer: invoice,
    anyPermission: reads,
  },
  /** Issues the invoice's credit note (the next number) and reopens its folio. */
  cancelInvoice: {
    method: "POST",
    path: "/api/v1/domains/invoices/:domainId/:invoiceId/cancel",
    params: invoiceParams,
    status: 201,
    idempotent: true,
    answer: invoice,
    permissions: correct,
    audit: { entity: "invoice", action: "cancel" },
  },
});

/** The cashier's day and the departures that still owe. */
export const cashierCalls = declareCalls("cashier", {
  cashierDay: {
    method: "GET",
    path: "/api/v1/domains/branches/cashier/:domainId/:branchId",
    params: branchParams,
    query: cashierQuery,
    answer: cashierDay,
    permissions: manage,
  },
  unbalanced: {
    method: "GET",
    path: "/api/v1/domains/branches/folios/:domainId/:branchId/unbalanced",
    params: branchParams,
    answer: z.object({ Folios: z.array(unbalancedFolio) }),
    anyPermission: reads,
  },
});
