import type { Branch, BranchCreateBody, BranchUpdateBody, Country } from "@concierge/contract";
import { PAGE_SIZE } from "@concierge/contract";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { http } from "../../lib/http";

const PATH = "/api/v1/domains/branches";
const COUNTRIES = "/api/v1/countries";

interface BranchPage {
  Count: number;
  Branches: Branch[];
}

export const branchKeys = {
  all: ["branches"] as const,
  lists: () => [...branchKeys.all, "list"] as const,
  list: (domainId: string, page: number) => [...branchKeys.lists(), domainId, page] as const,
  /** The places a branch can be in: the country names, then the states of one country. */
  countries: () => [...branchKeys.all, "countries"] as const,
  states: (country: string) => [...branchKeys.countries(), country] as const,
};

export const branchesQuery = (domainId: string, page: number) =>
  queryOptions({
    queryKey: branchKeys.list(domainId, page),
    queryFn: ({ signal }) =>
      http.get<BranchPage>(`${PATH}/${encodeURIComponent(domainId)}/${page}/${PAGE_SIZE}`, signal),
    // The page on screen stays while the next one loads, and with it the Count the pager needs.
    placeholderData: keepPreviousData,
    enabled: domainId !== "",
  });

export function useBranches(domainId: string, page: number) {
  return useQuery(branchesQuery(domainId, page));
}

export const countryNamesQuery = queryOptions({
  queryKey: branchKeys.countries(),
  queryFn: ({ signal }) => http.get<string[]>(`${COUNTRIES}/only`, signal),
});

export function useCountryNames() {
  return useQuery(countryNamesQuery);
}

export const statesQuery = (country: string) =>
  queryOptions({
    queryKey: branchKeys.states(country),
    queryFn: async ({ signal }) =>
      (await http.get<Country>(`${COUNTRIES}/${encodeURIComponent(country)}`, signal)).States,
    enabled: country !== "",
  });

export function useStates(country: string) {
  return useQuery(statesQuery(country));
}

/** A write that refetches every page of the list, also when it is refused (a delete's 409). */
function useBranchWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: branchKeys.lists() }),
  });
}

export const useAddBranch = () => useBranchWrite((body: BranchCreateBody) => http.post<Branch>(PATH, body));

export const useUpdateBranch = () => useBranchWrite((body: BranchUpdateBody) => http.put<Branch>(PATH, body));

export const useDeleteBranch = () =>
  useBranchWrite((branch: Branch) =>
    http.delete<void>(`${PATH}/${encodeURIComponent(branch.DomainId)}/${encodeURIComponent(branch.Id)}`),
  );
