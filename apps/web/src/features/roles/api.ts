import {
  calls,
  type Role,
  type RoleCreateBody,
  type RoleUpdateBody,
  SELECT_PAGE_SIZE,
} from "@concierge/contract";

import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Choice } from "../../components/choice-select";
import { heldRequest, useUndoable } from "../../lib/held-calls";
import { downloadCsv, send } from "../../lib/http";
import { type ListFilters, type ListView, listQueryOf } from "../../lib/list-view";
import { useWrite } from "../../lib/use-write";

export const roleKeys = {
  all: ["roles"] as const,
  lists: () => [...roleKeys.all, "list"] as const,
  list: (domainId: string, view: RoleListView) => [...roleKeys.lists(), domainId, view] as const,
  choices: (domainId: string) => [...roleKeys.all, "choices", domainId] as const,
};

export type RoleListView = ListView<ListFilters<typeof calls.roles.list>>;

const listInput = (domainId: string, view: RoleListView) => ({
  params: { domainId, page: view.page, pageSize: view.size },
  query: listQueryOf(view),
});

export const rolesQuery = (domainId: string, view: RoleListView) =>
  queryOptions({
    queryKey: roleKeys.list(domainId, view),
    queryFn: ({ signal }) => send(calls.roles.list, listInput(domainId, view), signal),
    enabled: domainId !== "",
    // The rows on screen stay until the next view arrives, instead of a spinner each time.
    placeholderData: keepPreviousData,
  });

export function useRoles(domainId: string, view: RoleListView) {
  return useQuery(rolesQuery(domainId, view));
}

/** Every role of the view, all pages, as a CSV file. */
export const exportRoles = (domainId: string, view: RoleListView) =>
  downloadCsv(calls.roles.list, listInput(domainId, view));

const roleChoices = ({ Roles }: { Roles: Role[] }): Choice[] =>
  Roles.map((role) => ({ value: role.Id, label: role.RoleName }));

// SPEC section 7: the role select reads page 1 of size 100 of the domain's roles, afresh each time a
// form opens (staleTime 0): a role added a moment ago is offered.
export const roleChoicesQuery = (domainId: string) =>
  queryOptions({
    queryKey: roleKeys.choices(domainId),
    queryFn: ({ signal }) =>
      send(calls.roles.list, { params: { domainId, page: 1, pageSize: SELECT_PAGE_SIZE } }, signal),
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
