import { z } from "zod";
import { declareCalls, removal } from "./call.js";
import { nameText } from "./common.js";
import { declareRefusals, ErrorCode, inUse, missing, refusal } from "./errors.js";
import { idField } from "./ids.js";
import { searchParam, sortParam } from "./lists.js";
import { domainPageParams, pagedList } from "./paging.js";
import { ALL_PERMISSIONS, Permission } from "./permissions.js";

export const RoleMessage = {
  name: "roleName is required must be 2 characters or more",
  domainId: "domain id is required",
  permissions: "select at least 1 permission",
  unknownPermission: (name: string) => `${name} is not a known permission`,
  cannotGrant: "you cannot grant a permission you do not hold",
  id: "Id is required",
  notFound: "role not found",
  heldBy: (count: number) =>
    `this role is held by ${count} user${count === 1 ? "" : "s"}; give them another role first`,
} as const;

export const RoleRefusal = declareRefusals("roles", {
  notFound: missing(RoleMessage.notFound),
  cannotGrant: refusal(403, ErrorCode.cannotGrant, RoleMessage.cannotGrant),
  heldBy: (count: number) => inUse(RoleMessage.heldBy(count), { count }),
});

const permissions = z
  .array(z.string({ error: RoleMessage.permissions }).max(100), { error: RoleMessage.permissions })
  .min(1, RoleMessage.permissions)
  .max(ALL_PERMISSIONS.length * 2, RoleMessage.permissions)
  .superRefine((names, context) => {
    const unknown = names.find((name) => !(ALL_PERMISSIONS as readonly string[]).includes(name));
    if (unknown !== undefined)
      context.addIssue({ code: "custom", message: RoleMessage.unknownPermission(unknown) });
  })
  .transform((names) => [...new Set(names)]);

// Keys in SPEC section 5's order: role name, domain id, permissions.
const fields = {
  RoleName: nameText("roleName", RoleMessage.name),
  DomainId: idField(RoleMessage.domainId),
  Permissions: permissions,
};

export const roleCreateBody = z.object(fields);
export type RoleCreateBody = z.input<typeof roleCreateBody>;
export const roleUpdateBody = z.object({ ...fields, Id: idField(RoleMessage.id) });
export type RoleUpdateBody = z.input<typeof roleUpdateBody>;

export const role = z.object({
  Id: z.string(),
  RoleName: z.string(),
  Permissions: z.array(z.string()),
  DomainId: z.string(),
});
export type Role = z.infer<typeof role>;
export const rolePage = pagedList("Roles", role);

const rolePath = "/api/v1/domains/roles";
const manage = [Permission.MANAGE_ROLES];

export const ROLE_SORTS = ["RoleName"] as const;
export type RoleSort = (typeof ROLE_SORTS)[number];

/** `q` finds by name. */
export const roleListQuery = z.object({ q: searchParam, sort: sortParam(ROLE_SORTS) });

export const roleCalls = declareCalls("roles", {
  list: {
    method: "GET",
    path: `${rolePath}/:domainId/:page/:pageSize`,
    params: domainPageParams,
    query: roleListQuery,
    answer: rolePage,
  },
  create: {
    method: "POST",
    path: rolePath,
    body: roleCreateBody,
    status: 201,
    idempotent: true,
    answer: role,
    permissions: manage,
    audit: { entity: "role" },
  },
  update: {
    method: "PUT",
    path: rolePath,
    body: roleUpdateBody,
    answer: role,
    permissions: manage,
    audit: { entity: "role" },
  },
  delete: { ...removal(rolePath, "roleId", manage), audit: { entity: "role" } },
});
