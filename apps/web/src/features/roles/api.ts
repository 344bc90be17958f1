import {
  calls,
  PAGE_SIZE,
  type Role,
  type RoleCreateBody,
  type RoleUpdateBody,
  SELECT_PAGE_SIZE,
} from "@concierge/contract";

import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Choice } from "../../components/choice-select";
import { heldRequest, useUndoable } from "../../lib/held-calls";
import { send } from "../../lib/http";
import { useWrite } from "../../lib/use-write";

export const roleKeys = {
  all: ["roles"] as const,
  lists: () => [...roleKeys.all, "list"] as const,
  list: (domainId: string, page: number) => [...roleKeys.lists(), domainId, page] as const,
  choices: (domainId: string) => [...roleKeys.all, "choices", domainId] as const,
};

const pageOf = (domainId: string, page: number, pageSize: number, signal: AbortSignal) =>
  send(calls.roles.list, { params: { domainId, page, pageSize } }, signal);

export const rolesQuery = (domainId: string, page: number) =>
  queryOptions({
    queryKey: roleKeys.list(domainId, page),
    queryFn: ({ signal }) => pageOf(domainId, page, PAGE_SIZE, signal),
    enabled: domainId !== "",
    // Paging keeps the rows on screen until the next page arrives, instead of a spinner each time.
    placeholderData: keepPreviousData,
  });

export function useRoles(domainId: string, page: number) {
  return useQuery(rolesQuery(domainId, page));
}

const roleChoices = ({ Roles }: { Roles: Role[] }): Choice[] =>
  Roles.map((role) => ({ value: role.Id, label: role.RoleName }));

// SPEC section 7: the role select reads page 1 of size 100 of the domain's roles, afresh each time a
// form opens (staleTime 0): a role added a moment ago is offered.
export const roleChoicesQuery = (domainId: string) =>
  queryOptions({
    queryKey: roleKeys.choices(domainId),
    queryFn: ({ signal }) => pageOf(domainId, 1, SELECT_PAGE_SIZE, signal),
    select: roleChoices,
    enabled: domainId !== "",
    staleTime: 0,
  });

const useRoleWrite = <Input, Output>(write: (input: Input, idempotencyKey: string) => Promise<Output>) =>
  useWrite(write, roleKeys.all);

export const useAddRole = () =>
  useRoleWrite((body: RoleCreateBody, key) => send(calls.roles.create, { body }, undefined, key));

export const useUpdateRole = () => useRoleWrite((body: RoleUpdateBody) => send(calls.roles.update, { body }));

export const useDeleteRole = () =>
  useUndoable(
    (role: Role) =>
      heldRequest(role.Id, calls.roles.delete, { params: { domainId: role.DomainId, roleId: role.Id } }),
    [roleKeys.all],
  );
