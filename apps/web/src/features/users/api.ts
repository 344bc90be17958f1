import { calls, type User, type UserCreateBody, type UserUpdateBody } from "@concierge/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { heldRequest, useUndoable } from "../../lib/held-calls";
import { downloadCsv, send } from "../../lib/http";
import { type ListFilters, type ListView, listQueryOf } from "../../lib/list-view";
import { useWrite } from "../../lib/use-write";

export const userKeys = {
  all: ["users"] as const,
  lists: () => [...userKeys.all, "list"] as const,
  list: (domainId: string, view: UserListView) => [...userKeys.lists(), domainId, view] as const,
};

export type UserListView = ListView<ListFilters<typeof calls.users.list>>;

const listInput = (domainId: string, view: UserListView) => ({
  params: { domainId, page: view.page, pageSize: view.size },
  query: listQueryOf(view),
});

export const usersQuery = (domainId: string, view: UserListView) =>
  queryOptions({
    queryKey: userKeys.list(domainId, view),
    queryFn: ({ signal }) => send(calls.users.list, listInput(domainId, view), signal),
    enabled: domainId !== "",
    // The rows on screen stay until the next view arrives, instead of a spinner each time.
    placeholderData: keepPreviousData,
  });

export function useUsers(domainId: string, view: UserListView) {
  return useQuery(usersQuery(domainId, view));
}

/** Every user of the view, all pages, as a CSV file. */
export const exportUsers = (domainId: string, view: UserListView) =>
  downloadCsv(calls.users.list, listInput(domainId, view));

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
