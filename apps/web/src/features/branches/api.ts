import { type Branch, type BranchCreateBody, type BranchUpdateBody, calls } from "@concierge/contract";

import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { heldRequest, useUndoable } from "../../lib/held-calls";
import { downloadCsv, send } from "../../lib/http";
import { type ListFilters, type ListView, listQueryOf } from "../../lib/list-view";
import { useWrite } from "../../lib/use-write";
import { branchesKey } from "../names";

export const branchKeys = {
  all: branchesKey,
  lists: () => [...branchKeys.all, "list"] as const,
  list: (domainId: string, view: BranchListView) => [...branchKeys.lists(), domainId, view] as const,
};

export type BranchListView = ListView<ListFilters<typeof calls.branches.list>>;

const listInput = (domainId: string, view: BranchListView) => ({
  params: { domainId, page: view.page, pageSize: view.size },
  query: listQueryOf(view),
});

export const branchesQuery = (domainId: string, view: BranchListView) =>
  queryOptions({
    queryKey: branchKeys.list(domainId, view),
    queryFn: ({ signal }) => send(calls.branches.list, listInput(domainId, view), signal),
    // The view on screen stays while the next one loads, and with it the Count the pager needs.
    placeholderData: keepPreviousData,
    enabled: domainId !== "",
  });

export function useBranches(domainId: string, view: BranchListView) {
  return useQuery(branchesQuery(domainId, view));
}

/** Every branch of the view, all pages, as a CSV file. */
export const exportBranches = (domainId: string, view: BranchListView) =>
  downloadCsv(calls.branches.list, listInput(domainId, view));

const useBranchWrite = <Input, Output>(write: (input: Input, idempotencyKey: string) => Promise<Output>) =>
  useWrite(write, branchKeys.all);

export const useAddBranch = () =>
  useBranchWrite((body: BranchCreateBody, key) => send(calls.branches.create, { body }, undefined, key));

export const useUpdateBranch = () =>
  useBranchWrite((body: BranchUpdateBody) => send(calls.branches.update, { body }));

export const useDeleteBranch = () =>
  useUndoable(
    (branch: Branch) =>
      heldRequest(branch.Id, calls.branches.delete, {
        params: { domainId: branch.DomainId, branchId: branch.Id },
      }),
    [branchKeys.all],
  );
