import { z } from "zod";
import { auditTimeField, autoNoShowField } from "./business-day.js";
import { declareCalls, removal } from "./call.js";
import { requiredText } from "./common.js";
import { declareRefusals, exists, type Held, heldWords, inUse, invalid, missing } from "./errors.js";
import { idField } from "./ids.js";
import { searchParam, sortParam, textParam } from "./lists.js";
import { domainPageParams, pagedList } from "./paging.js";
import { Permission } from "./permissions.js";
import { timeZoneField } from "./zones-and-money.js";

export const BRANCH_ADDRESS_MAX = 300;
export const BRANCH_CODE_MAX = 10;

export const BranchMessage = {
  name: "branchName is required",
  phone: "phone is required",
  email: "email is required",
  emailFormat: "email must be a valid email",
  domainId: "domainId is required",
  state: "state is required",
  country: "country is required",
  address: "address is required",
  id: "Id is required",
  notFound: "branch not found",
  code: `Code must be 1 to ${BRANCH_CODE_MAX} letters, digits or '-'`,
  codeTaken: (code: string) => `${code} is already the code of another branch`,
  pricesIncludeTax: "PricesIncludeTax must be true or false",
  unknownCountry: (country: string) => `country ${country} is not in the list of countries`,
  stateNotInCountry: (state: string, country: string) => `state ${state} is not a state of ${country}`,
  holds: (what: string) => `this branch still holds ${what}; move or remove them before deleting it`,
} as const;

export const BranchRefusal = declareRefusals("branches", {
  notFound: missing(BranchMessage.notFound),
  unknownCountry: (country: string) => invalid(BranchMessage.unknownCountry(country), { country }),
  stateNotInCountry: (state: string, country: string) =>
    invalid(BranchMessage.stateNotInCountry(state, country), { state, country }),
  holds: (held: Held) => inUse(BranchMessage.holds(heldWords(held)), { held }),
  codeTaken: (code: string) => exists(BranchMessage.codeTaken(code), { code }),
});

// Keys in the order SPEC section 5 checks them: the first failing rule is the one reported.
const fields = {
  Name: requiredText("branchName", BranchMessage.name),
  Phone: requiredText("phone", BranchMessage.phone),
  Email: requiredText("email", BranchMessage.email).pipe(z.email(BranchMessage.emailFormat)),
  DomainId: idField(BranchMessage.domainId),
  State: requiredText("state", BranchMessage.state),
  Country: requiredText("country", BranchMessage.country),
  Address: requiredText("address", BranchMessage.address, BRANCH_ADDRESS_MAX),
  /** Absent: 'UTC' for a new branch, unchanged on an update (clients older than time zones). */
  TimeZone: timeZoneField.optional(),
  /** Begins the branch's invoice numbers. Absent: made from the name on create, unchanged on update. */
  Code: z
    .string({ error: BranchMessage.code })
    .trim()
    .max(BRANCH_CODE_MAX, BranchMessage.code)
    .regex(/^[A-Za-z0-9-]+$/, BranchMessage.code)
    .optional(),
  /** Whether the catalogue's and the nights' prices include tax. Absent: true on create, unchanged on update. */
  PricesIncludeTax: z.boolean({ error: BranchMessage.pricesIncludeTax }).optional(),
  /** When, on the branch's clock, the server closes its day by itself. Absent: '03:00' on create, unchanged on update. */
  AuditTime: auditTimeField.optional(),
  /** Whether closing the day marks its unarrived reservations no-show. Absent: false on create, unchanged on update. */
  AutoNoShow: autoNoShowField.optional(),
};

export const branchCreateBody = z.object(fields);
export type BranchCreateBody = z.input<typeof branchCreateBody>;
export const branchUpdateBody = z.object({ ...fields, Id: idField(BranchMessage.id) });
export type BranchUpdateBody = z.input<typeof branchUpdateBody>;

export const branch = z.object({
  Id: z.string(),
  DomainId: z.string(),
  Name: z.string(),
  Phone: z.string(),
  Email: z.string(),
  Address: z.string(),
  State: z.string(),
  Country: z.string(),
  TimeZone: z.string(),
  Code: z.string(),
  PricesIncludeTax: z.boolean(),
  /** The day its books are open for; only closing the day moves it. */
  BusinessDate: z.string(),
  AuditTime: z.string(),
  AutoNoShow: z.boolean(),
});
export type Branch = z.infer<typeof branch>;
export const branchPage = pagedList("Branches", branch);

const branchPath = "/api/v1/domains/branches";
const manage = [Permission.MANAGE_BRANCHES];

export const BRANCH_SORTS = ["Name", "Phone", "Email", "Address", "State", "Country", "TimeZone"] as const;
export type BranchSort = (typeof BRANCH_SORTS)[number];

/** `q` finds branches by name, email, phone, state or country; `country` keeps one country's. */
export const branchListQuery = z.object({
  q: searchParam,
  sort: sortParam(BRANCH_SORTS),
  country: textParam("country"),
});

export const branchCalls = declareCalls("branches", {
  list: {
    method: "GET",
    path: `${branchPath}/:domainId/:page/:pageSize`,
    params: domainPageParams,
    query: branchListQuery,
    answer: branchPage,
  },
  create: {
    method: "POST",
    path: branchPath,
    body: branchCreateBody,
    status: 201,
    idempotent: true,
    answer: branch,
    permissions: manage,
    audit: { entity: "branch" },
  },
  update: {
    method: "PUT",
    path: branchPath,
    body: branchUpdateBody,
    answer: branch,
    permissions: manage,
    audit: { entity: "branch" },
  },
  delete: { ...removal(branchPath, "branchId", manage), audit: { entity: "branch" } },
});
