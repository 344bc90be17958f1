import {
  PAGE_SIZE,
  type Role,
  SELECT_PAGE_SIZE,
  type User,
  type UserCreateBody,
  type UserUpdateBody,
} from "@concierge/contract";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Choice } from "../../components/choice-select";
import { http } from "../../lib/http";

const PATH = "/api/v1/domains/users";
const segment = encodeURIComponent;

interface UserPage {
  Count: number;
  Users: User[];
}

export const userKeys = {
  all: ["users"] as const,
  lists: () => [...userKeys.all, "list"] as const,
  list: (domainId: string, page: number) => [...userKeys.lists(), domainId, page] as const,
  roleChoices: (domainId: string) => [...userKeys.all, "role-choices", domainId] as const,
};

export const usersQuery = (domainId: string, page: number) =>
  queryOptions({
    queryKey: userKeys.list(domainId, page),
    queryFn: ({ signal }) => http.get<UserPage>(`${PATH}/${segment(domainId)}/${page}/${PAGE_SIZE}`, signal),
    enabled: domainId !== "",
    // Paging keeps the rows on screen until the next page arrives, instead of a spinner each time.
    placeholderData: keepPreviousData,
  });

export function useUsers(domainId: string, page: number) {
  return useQuery(usersQuery(domainId, page));
}

const roleChoices = ({ Roles }: { Roles: Role[] }): Choice[] =>
  Roles.map((role) => ({ value: role.Id, label: role.RoleName }));

// SPEC section 7: the role select reads page 1 of size 100 of the domain's roles, afresh each time a
// form opens (staleTime 0): a role added a moment ago is offered.
export const roleChoicesQuery = (domainId: string) =>
  queryOptions({
    queryKey: userKeys.roleChoices(domainId),
    queryFn: ({ signal }) =>
      http.get<{ Roles: Role[] }>(`/api/v1/domains/roles/${segment(domainId)}/1/${SELECT_PAGE_SIZE}`, signal),
    select: roleChoices,
    enabled: domainId !== "",
    staleTime: 0,
  });

/** A write that refetches every loaded page of users before it reports success. */
function useUserWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}

/** The server stores the user inactive and mails an invitation to set the first password. */
export const useAddUser = () => useUserWrite((body: UserCreateBody) => http.post<User>(PATH, body));

export const useUpdateUser = () => useUserWrite((body: UserUpdateBody) => http.put<User>(PATH, body));

export const useDeleteUser = () =>
  useUserWrite((user: User) => http.delete<void>(`${PATH}/${segment(user.DomainId)}/${segment(user.Id)}`));
