import type { Domain, DomainCreateBody, DomainUpdateBody } from "@concierge/contract";
import { PAGE_SIZE } from "@concierge/contract";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { http } from "../../lib/http";

const PATH = "/api/v1/domains";

interface DomainPage {
  Count: number;
  Domains: Domain[];
}

export const domainKeys = {
  all: ["domains"] as const,
  lists: () => [...domainKeys.all, "list"] as const,
  list: (page: number) => [...domainKeys.lists(), page] as const,
};

export const domainsQuery = (page: number) =>
  queryOptions({
    queryKey: domainKeys.list(page),
    queryFn: ({ signal }) => http.get<DomainPage>(`${PATH}/${page}/${PAGE_SIZE}`, signal),
    // The page on screen stays while the next one loads, and with it the Count the pager needs.
    placeholderData: keepPreviousData,
  });

export function useDomains(page: number) {
  return useQuery(domainsQuery(page));
}

/** A write that refetches every page of the list, also when it is refused (a delete's 409). */
function useDomainWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainKeys.lists() }),
  });
}

export const useAddDomain = () => useDomainWrite((body: DomainCreateBody) => http.post<Domain>(PATH, body));

export const useUpdateDomain = () => useDomainWrite((body: DomainUpdateBody) => http.put<Domain>(PATH, body));

export const useDeleteDomain = () =>
  useDomainWrite((domain: Domain) => http.delete<void>(`${PATH}/${encodeURIComponent(domain.Id)}`));
