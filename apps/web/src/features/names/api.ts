import { type Branch, calls, type Role, SELECT_PAGE_SIZE } from "@concierge/contract";
import { queryOptions } from "@tanstack/react-query";
import type { Choice } from "../../components/choice-select";
import { send } from "../../lib/http";

/**
 * The roots of the branches' and the roles' query keys (branches/api.ts, roles/api.ts): the choices
 * sit under them, so a write to a branch or a role, which refreshes its root, refreshes them too.
 */
export const branchesKey = ["branches"] as const;
export const rolesKey = ["roles"] as const;
/** The guests' root (guests/api.ts): the booking form's type-ahead sits under it, and a booking's write refreshes it (a stay counted). */
export const guestsKey = ["guests"] as const;

const branchChoices = ({ Branches }: { Branches: Branch[] }): Choice[] =>
  Branches.map((branch) => ({ value: branch.Id, label: branch.Name }));

// SPEC section 7: the branch selects read page 1 of size 100 of the domain's branches, afresh each
// time a form opens (staleTime 0): a branch added a moment ago is offered.
export const branchChoicesQuery = (domainId: string) =>
  queryOptions({
    queryKey: [...branchesKey, "choices", domainId] as const,
    queryFn: ({ signal }) =>
      send(calls.branches.list, { params: { domainId, page: 1, pageSize: SELECT_PAGE_SIZE } }, signal),
    select: branchChoices,
    enabled: domainId !== "",
    staleTime: 0,
  });

const roleChoices = ({ Roles }: { Roles: Role[] }): Choice[] =>
  Roles.map((role) => ({ value: role.Id, label: role.RoleName }));

// SPEC section 7: the role select reads page 1 of size 100 of the domain's roles, afresh each time a
// form opens (staleTime 0): a role added a moment ago is offered.
export const roleChoicesQuery = (domainId: string) =>
  queryOptions({
    queryKey: [...rolesKey, "choices", domainId] as const,
    queryFn: ({ signal }) =>
      send(calls.roles.list, { params: { domainId, page: 1, pageSize: SELECT_PAGE_SIZE } }, signal),
    select: roleChoices,
    enabled: domainId !== "",
    staleTime: 0,
  });
