import { calls, PAGE_SIZE, type User, type UserCreateBody, type UserUpdateBody } from "@concierge/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { heldRequest, useUndoable } from "../../lib/held-calls";
import { send } from "../../lib/http";
import { useWrite } from "../../lib/use-write";

export const userKeys = {
  all: ["users"] as const,
  lists: () => [...userKeys.all, "list"] as const,
  list: (domainId: string, page: number) => [...userKeys.lists(), domainId, page] as const,
};

export const usersQuery = (domainId: string, page: number) =>
  queryOptions({
    queryKey: userKeys.list(domainId, page),
    queryFn: ({ signal }) =>
      send(calls.users.list, { params: { domainId, page, pageSize: PAGE_SIZE } }, signal),
    enabled: domainId !== "",
    // Paging keeps the rows on screen until the next page arrives, instead of a spinner each time.
    placeholderData: keepPreviousData,
  });

export function useUsers(domainId: string, page: number) {
  return useQuery(usersQuery(domainId, page));
}

const useUserWrite = <Input, Output>(write: (input: Input, idempotencyKey: string) => Promise<Output>) =>
  useWrite(write, userKeys.lists());

/** The server stores the user inactive and mails an invitation to set the first password. */
export const useAddUser = () =>
  useUserWrite((body: UserCreateBody, key) => send(calls.users.create, { body }, undefined, key));

export const useUpdateUser = () => useUserWrite((body: UserUpdateBody) => send(calls.users.update, { body }));

export const useDeleteUser = () =>
  useUndoable(
    (user: User) =>
      heldRequest(user.Id, calls.users.delete, { params: { domainId: user.DomainId, userId: user.Id } }),
    [userKeys.lists()],
  );
