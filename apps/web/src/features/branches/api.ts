import {
  type Branch,
  type BranchCreateBody,
  type BranchUpdateBody,
  calls,
  PAGE_SIZE,
  SELECT_PAGE_SIZE,
} from "@concierge/contract";

import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Choice } from "../../components/choice-select";
import { heldRequest, useUndoable } from "../../lib/held-calls";
import { send } from "../../lib/http";
import { useWrite } from "../../lib/use-write";

export const branchKeys = {
  all: ["branches"] as const,
  lists: () => [...branchKeys.all, "list"] as const,
  list: (domainId: string, page: number) => [...branchKeys.lists(), domainId, page] as const,
  choices: (domainId: string) => [...branchKeys.all, "choices", domainId] as const,
};

const pageOf = (domainId: string, page: number, pageSize: number, signal: AbortSignal) =>
  send(calls.branches.list, { params: { domainId, page, pageSize } }, signal);

export const branchesQuery = (domainId: string, page: number) =>
  queryOptions({
    queryKey: branchKeys.list(domainId, page),
    queryFn: ({ signal }) => pageOf(domainId, page, PAGE_SIZE, signal),
    // The page on screen stays while the next one loads, and with it the Count the pager needs.
    placeholderData: keepPreviousData,
    enabled: domainId !== "",
  });

export function useBranches(domainId: string, page: number) {
  return useQuery(branchesQuery(domainId, page));
}

const branchChoices = ({ Branches }: { Branches: Branch[] }): Choice[] =>
  Branches.map((branch) => ({ value: branch.Id, label: branch.Name }));

// SPEC section 7: the branch selects read page 1 of size 100 of the domain's branches, afresh each
// time a form opens (staleTime 0): a branch added a moment ago is offered.
export const branchChoicesQuery = (domainId: string) =>
  queryOptions({
    queryKey: branchKeys.choices(domainId),
    queryFn: ({ signal }) => pageOf(domainId, 1, SELECT_PAGE_SIZE, signal),
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
