import {
  type Branch,
  type BranchCreateBody,
  type BranchUpdateBody,
  calls,
  SELECT_PAGE_SIZE,
} from "@concierge/contract";

import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Choice } from "../../components/choice-select";
import { heldRequest, useUndoable } from "../../lib/held-calls";
import { downloadCsv, send } from "../../lib/http";
import { type ListFilters, type ListView, listQueryOf } from "../../lib/list-view";
import { useWrite } from "../../lib/use-write";

export const branchKeys = {
  all: ["branches"] as const,
  lists: () => [...branchKeys.all, "list"] as const,
  list: (domainId: string, view: BranchListView) => [...branchKeys.lists(), domainId, view] as const,
  choices: (domainId: string) => [...branchKeys.all, "choices", domainId] as const,
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

const branchChoices = ({ Branches }: { Branches: Branch[] }): Choice[] =>
  Branches.map((branch) => ({ value: branch.Id, label: branch.Name }));

// SPEC section 7: the branch selects read page 1 of size 100 of the domain's branches, afresh each
// time a form opens (staleTime 0): a branch added a moment ago is offered.
export const branchChoicesQuery = (domainId: string) =>
  queryOptions({
    queryKey: branchKeys.choices(domainId),
    queryFn: ({ signal }) =>
      send(calls.branches.list, { params: { domainId, page: 1, pageSize: SELECT_PAGE_SIZE } }, signal),
    select: branchChoices,
    enabled: domainId !== "",
    staleTime: 0,
  });

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
