import { z } from "zod";
import { declareCalls } from "./call.js";
import { requiredText } from "./common.js";
import { declareRefusals, ErrorCode, exists, invalid, missing, refusal } from "./errors.js";
import { ENTRY_AMOUNT_MAX, ROOM_ITEM } from "./folios.js";
import { idField } from "./ids.js";
import { Permission } from "./permissions.js";
import { isDay } from "./zones-and-money.js";

/** A branch's catalogue of what it charges, and its taxes (CONTRACT, "Folios and invoices"). */
export const ITEM_CODE_MAX = 40;
export const ITEM_NAME_MAX = 100;
export const TAX_CODE_MAX = 20;
export const TAX_NAME_MAX = 100;
export const TAX_CODES_MAX = 5;
const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

export const CatalogueMessage = {
  domainId: "DomainId is required",
  branchId: "BranchId is required",
  id: "Id is required",
  code: "Code is required",
  codeFormat: (max: number) => `Code must be 1 to ${max} letters, digits, '-' or '_'`,
  name: "Name is required",
  price: `Price must be a number from 0 to ${ENTRY_AMOUNT_MAX} with at most 2 decimals`,
  taxCodes: `TaxCodes must list at most ${TAX_CODES_MAX} tax codes`,
  active: "Active must be true or false",
  percent: "Percent must be a number from 0 to 100 with at most 2 decimals",
  from: "From must be a date YYYY-MM-DD",
  to: "To must be a date YYYY-MM-DD after From, or null",
  itemNotFound: "charge item not found",
  taxNotFound: "tax not found",
  itemTaken: (code: string) => `${code} is already an item of this branch's catalogue`,
  roomKept: `${ROOM_ITEM} is the nights' item: its code stays, its price is each night's, and it is not archived`,
  unknownTax: (code: string) => `${code} is not a tax of this branch`,
  taxOverlaps: (code: string) => `${code} already has a rate over part of that period: end it first`,
  noRateOn: (code: string, day: string) =>
    `${code} has no rate on ${day}: give the tax a period that covers it`,
} as const;

export const CatalogueRefusal = declareRefusals("catalogue", {
  itemNotFound: missing(CatalogueMessage.itemNotFound),
  taxNotFound: missing(CatalogueMessage.taxNotFound),
  itemTaken: (code: string) => exists(CatalogueMessage.itemTaken(code), { code }),
  roomKept: refusal(409, ErrorCode.wrongStatus, CatalogueMessage.roomKept),
  unknownTax: (code: string) => invalid(CatalogueMessage.unknownTax(code), { code }),
  taxOverlaps: (code: string) =>
    refusal(409, ErrorCode.alreadyExists, CatalogueMessage.taxOverlaps(code), { code }),
  endsBeforeFrom: invalid(CatalogueMessage.to),
  noRateOn: (code: string, day: string) =>
    refusal(409, ErrorCode.wrongStatus, CatalogueMessage.noRateOn(code, day), { code, day }),
});

const code = (max: number) =>
  requiredText("Code", CatalogueMessage.code, max).pipe(
    z.string().regex(CODE_PATTERN, CatalogueMessage.codeFormat(max)),
  );
const price = z
  .number({ error: CatalogueMessage.price })
  .min(0, CatalogueMessage.price)
  .max(ENTRY_AMOUNT_MAX, CatalogueMessage.price)
  .multipleOf(0.01, CatalogueMessage.price);
const taxCodes = z
  .array(code(TAX_CODE_MAX), { error: CatalogueMessage.taxCodes })
  .max(TAX_CODES_MAX, CatalogueMessage.taxCodes)
  .transform((codes) => [...new Set(codes)]);

export const chargeItemCreateBody = z.object({
  DomainId: idField(CatalogueMessage.domainId),
  BranchId: idField(CatalogueMessage.branchId),
  Code: code(ITEM_CODE_MAX),
  Name: requiredText("Name", CatalogueMessage.name, ITEM_NAME_MAX),
  Price: price,
  TaxCodes: taxCodes.default([]),
});
export type ChargeItemCreateBody = z.input<typeof chargeItemCreateBody>;

/** Only the fields named change; an item is archived (`Active: false`), never deleted. */
export const chargeItemUpdateBody = z.object({
  DomainId: idField(CatalogueMessage.domainId),
  Id: idField(CatalogueMessage.id),
  Name: requiredText("Name", CatalogueMessage.name, ITEM_NAME_MAX).optional(),
  Price: price.optional(),
  TaxCodes: taxCodes.optional(),
  Active: z.boolean({ error: CatalogueMessage.active }).optional(),
});
export type ChargeItemUpdateBody = z.input<typeof chargeItemUpdateBody>;

export const chargeItem = z.object({
  Id: z.string(),
  BranchId: z.string(),
  Code: z.string(),
  Name: z.string(),
  Price: z.number(),
  TaxCodes: z.array(z.string()),
  Active: z.boolean(),
});
export type ChargeItem = z.infer<typeof chargeItem>;

const percent = z
  .number({ error: CatalogueMessage.percent })
  .min(0, CatalogueMessage.percent)
  .max(100, CatalogueMessage.percent)
  .multipleOf(0.01, CatalogueMessage.percent);
const from = z.string({ error: CatalogueMessage.from }).trim().refine(isDay, CatalogueMessage.from);
const to = z.string({ error: CatalogueMessage.to }).trim().refine(isDay, CatalogueMessage.to).nullable();

/** A tax's rate over a period: `From` its first day, `To` the first day it no longer applies. */
export const taxCreateBody = z
  .object({
    DomainId: idField(CatalogueMessage.domainId),
    BranchId: idField(CatalogueMessage.branchId),
    Code: code(TAX_CODE_MAX),
    Name: requiredText("Name", CatalogueMessage.name, TAX_NAME_MAX),
    Percent: percent,
    From: from,
    To: to.optional().transform((value) => value ?? null),
  })
  .refine((tax) => tax.To === null || tax.To > tax.From, { message: CatalogueMessage.to, path: ["To"] });
export type TaxCreateBody = z.input<typeof taxCreateBody>;

/** Renames a tax or ends its period (a rate that changes is a new period, never an edit). */
export const taxUpdateBody = z.object({
  DomainId: idField(CatalogueMessage.domainId),
  Id: idField(CatalogueMessage.id),
  Name: requiredText("Name", CatalogueMessage.name, TAX_NAME_MAX).optional(),
  To: to.optional(),
});
export type TaxUpdateBody = z.input<typeof taxUpdateBody>;

export const tax = z.object({
  Id: z.string(),
  BranchId: z.string(),
  Code: z.string(),
  Name: z.string(),
  Percent: z.number(),
  From: z.string(),
  To: z.string().nullable(),
});
export type Tax = z.infer<typeof tax>;

const branchParams = z.object({ domainId: z.string().max(100), branchId: z.string().max(100) });
const itemsPath = "/api/v1/domains/branches/charge-items";
const taxesPath = "/api/v1/domains/branches/taxes";
/** Prices and taxes are the managers' (as rates are). */
const manage = [Permission.MANAGE_RATES];

export const catalogueCalls = declareCalls("catalogue", {
  chargeItems: {
    method: "GET",
    path: `${itemsPath}/:domainId/:branchId`,
    params: branchParams,
    answer: z.object({ ChargeItems: z.array(chargeItem) }),
  },
  createChargeItem: {
    method: "POST",
    path: itemsPath,
    body: chargeItemCreateBody,
    status: 201,
    idempotent: true,
    answer: chargeItem,
    permissions: manage,
    audit: { entity: "charge-item" },
  },
  updateChargeItem: {
    method: "PUT",
    path: itemsPath,
    body: chargeItemUpdateBody,
    answer: chargeItem,
    permissions: manage,
    audit: { entity: "charge-item" },
  },
  taxes: {
    method: "GET",
    path: `${taxesPath}/:domainId/:branchId`,
    params: branchParams,
    answer: z.object({ Taxes: z.array(tax) }),
  },
  createTax: {
    method: "POST",
    path: taxesPath,
    body: taxCreateBody,
    status: 201,
    idempotent: true,
    answer: tax,
    permissions: manage,
    audit: { entity: "tax" },
  },
  updateTax: {
    method: "PUT",
    path: taxesPath,
    body: taxUpdateBody,
    answer: tax,
    permissions: manage,
    audit: { entity: "tax" },
  },
});
