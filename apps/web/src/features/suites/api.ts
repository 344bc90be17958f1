import {
  PAGE_SIZE,
  SUITE_CODE_CACHE_KEY,
  SUITE_UTILITY_LIST,
  type Suite,
  type SuiteCreateBody,
  type SuitePage,
  type SuiteUpdateBody,
  type Utility,
} from "@concierge/contract";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { http } from "../../lib/http";

const PATH = "/api/v1/domains/branches/suites";
const segment = encodeURIComponent;

export const suiteKeys = {
  all: ["suites"] as const,
  lists: () => [...suiteKeys.all, "list"] as const,
  list: (domainId: string, page: number) => [...suiteKeys.lists(), domainId, page] as const,
  utilityChoices: () => [...suiteKeys.all, "utility-choices"] as const,
};

export const suitesQuery = (domainId: string, page: number) =>
  queryOptions({
    queryKey: suiteKeys.list(domainId, page),
    queryFn: ({ signal }) => http.get<SuitePage>(`${PATH}/${segment(domainId)}/${page}/${PAGE_SIZE}`, signal),
    enabled: domainId !== "",
    // The page on screen stays while the next one loads, and with it the Count the pager needs.
    placeholderData: keepPreviousData,
  });

export function useSuites(domainId: string, page: number) {
  return useQuery(suitesQuery(domainId, page));
}

const suiteUtilityItems = (utilities: Utility[]) =>
  utilities.find((utility) => utility.Name === SUITE_UTILITY_LIST)?.Items ?? [];

/** The items of 'extraz', the only utilities a suite may offer; read afresh each time a form opens. */
export const utilityChoicesQuery = queryOptions({
  queryKey: suiteKeys.utilityChoices(),
  queryFn: ({ signal }) => http.get<Utility[]>("/api/v1/utilities", signal),
  select: suiteUtilityItems,
  staleTime: 0,
});

/**
 * A write that refetches every page of the list, also when it is refused (a delete's 409), and
 * empties the booking form's cached room codes, which it may have changed.
 */
function useSuiteWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      sessionStorage.removeItem(SUITE_CODE_CACHE_KEY);
      return queryClient.invalidateQueries({ queryKey: suiteKeys.lists() });
    },
  });
}

export const useAddSuite = () => useSuiteWrite((body: SuiteCreateBody) => http.post<Suite>(PATH, body));

export const useUpdateSuite = () => useSuiteWrite((body: SuiteUpdateBody) => http.put<Suite>(PATH, body));

export const useDeleteSuite = () =>
  useSuiteWrite((suite: Suite) =>
    http.delete<void>(`${PATH}/${segment(suite.DomainId)}/${segment(suite.Id)}`),
  );
