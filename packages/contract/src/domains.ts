import { z } from "zod";
import { declareCalls } from "./call.js";
import { nameText, requiredText } from "./common.js";
import { declareRefusals, exists, type Held, heldWords, inUse, missing } from "./errors.js";
import { idField, isImageUrl } from "./ids.js";
import { searchParam, sortParam } from "./lists.js";
import { pagedList, pageParams } from "./paging.js";
import { Permission } from "./permissions.js";
import { currencyField } from "./zones-and-money.js";

export const DomainMessage = {
  name: "domainName is required must be 2 characters or more",
  rcNumber: "RCNumber is required",
  logo: "logo is required",
  logoUrl: "Invalid image url",
  nameEmpty: "domainName cannot be empty",
  rcNumberEmpty: "RCNumber cannot be empty",
  logoEmpty: "logo cannot be empty",
  id: "Id is required",
  notFound: "domain not found",
  exists: (name: string) => `a domain named ${name} already exists`,
  holds: (what: string) => `this domain still holds ${what}; remove them before deleting it`,
} as const;

export const DomainRefusal = declareRefusals("domains", {
  notFound: missing(DomainMessage.notFound),
  exists: (name: string) => exists(DomainMessage.exists(name), { name }),
  holds: (held: Held) => inUse(DomainMessage.holds(heldWords(held)), { held }),
});

const logo = (missing: string) =>
  requiredText("logo", missing, 2000).refine(isImageUrl, DomainMessage.logoUrl);

export const domainCreateBody = z.object({
  DomainName: nameText("domainName", DomainMessage.name),
  RCNumber: requiredText("RCNumber", DomainMessage.rcNumber),
  Logo: logo(DomainMessage.logo),
  /** Absent: 'USD' for a new domain, unchanged on an update. */
  Currency: currencyField.optional(),
});
export type DomainCreateBody = z.input<typeof domainCreateBody>;

/** SPEC: the update's own texts say 'cannot be empty'; a name must still have 2 characters. */
export const domainUpdateBody = z.object({
  Id: idField(DomainMessage.id),
  DomainName: requiredText("domainName", DomainMessage.nameEmpty).pipe(z.string().min(2, DomainMessage.name)),
  RCNumber: requiredText("RCNumber", DomainMessage.rcNumberEmpty),
  Logo: logo(DomainMessage.logoEmpty),
  Currency: currencyField.optional(),
});
export type DomainUpdateBody = z.input<typeof domainUpdateBody>;

export const domain = z.object({
  Id: z.string(),
  DomainName: z.string(),
  RCNumber: z.string(),
  Logo: z.string(),
  Currency: z.string(),
});
export type Domain = z.infer<typeof domain>;
export const domainPage = pagedList("Domains", domain);
export const domainIdParams = z.object({ id: z.string().max(100) });

const domainPath = "/api/v1/domains";

export const DOMAIN_SORTS = ["DomainName", "RCNumber", "Currency"] as const;
export type DomainSort = (typeof DOMAIN_SORTS)[number];

/** `q` finds hotel companies by name. */
export const domainListQuery = z.object({ q: searchParam, sort: sortParam(DOMAIN_SORTS) });

export const domainCalls = declareCalls("domains", {
  list: {
    method: "GET",
    path: `${domainPath}/:page/:size`,
    params: pageParams,
    query: domainListQuery,
    answer: domainPage,
    permissions: [Permission.VIEW_DOMAINS],
  },
  /** A new hotel company is a platform decision: it takes GLOBAL as well as MANAGE_DOMAINS. */
  create: {
    method: "POST",
    path: domainPath,
    body: domainCreateBody,
    status: 201,
    idempotent: true,
    answer: domain,
    permissions: [Permission.GLOBAL, Permission.MANAGE_DOMAINS],
    audit: { entity: "domain" },
  },
  update: {
    method: "PUT",
    path: domainPath,
    body: domainUpdateBody,
    answer: domain,
    permissions: [Permission.MANAGE_DOMAINS],
    audit: { entity: "domain" },
  },
  delete: {
    method: "DELETE",
    path: `${domainPath}/:id`,
    params: domainIdParams,
    status: 204,
    answer: z.null(),
    permissions: [Permission.GLOBAL, Permission.MANAGE_DOMAINS],
    audit: { entity: "domain" },
  },
});
