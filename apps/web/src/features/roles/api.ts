import { PAGE_SIZE, type Role, type RoleCreateBody, type RoleUpdateBody } from "@concierge/contract";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { http } from "../../lib/http";

const PATH = "/api/v1/domains/roles";
const segment = encodeURIComponent;

interface RolePage {
  Count: number;
  Roles: Role[];
}

export const roleKeys = {
  all: ["roles"] as const,
  lists: () => [...roleKeys.all, "list"] as const,
  list: (domainId: string, page: number) => [...roleKeys.lists(), domainId, page] as const,
};

export const rolesQuery = (domainId: string, page: number) =>
  queryOptions({
    queryKey: roleKeys.list(domainId, page),
    queryFn: ({ signal }) => http.get<RolePage>(`${PATH}/${segment(domainId)}/${page}/${PAGE_SIZE}`, signal),
    enabled: domainId !== "",
    // Paging keeps the rows on screen until the next page arrives, instead of a spinner each time.
    placeholderData: keepPreviousData,
  });

export function useRoles(domainId: string, page: number) {
  return useQuery(rolesQuery(domainId, page));
}

/** A write that refetches every loaded page of roles before it reports success. */
function useRoleWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.lists() }),
  });
}

export const useAddRole = () => useRoleWrite((body: RoleCreateBody) => http.post<Role>(PATH, body));

export const useUpdateRole = () => useRoleWrite((body: RoleUpdateBody) => http.put<Role>(PATH, body));

export const useDeleteRole = () =>
  useRoleWrite((role: Role) => http.delete<void>(`${PATH}/${segment(role.DomainId)}/${segment(role.Id)}`));
