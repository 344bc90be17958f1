import { calls, type Role, type RoleCreateBody, type RoleUpdateBody } from "@concierge/contract";

import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { heldRequest, useUndoable } from "../../lib/held-calls";
import { downloadCsv, send } from "../../lib/http";
import { type ListFilters, type ListView, listQueryOf } from "../../lib/list-view";
import { useWrite } from "../../lib/use-write";
import { rolesKey } from "../names";

export const roleKeys = {
  all: rolesKey,
  lists: () => [...roleKeys.all, "list"] as const,
  list: (domainId: string, view: RoleListView) => [...roleKeys.lists(), domainId, view] as const,
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
