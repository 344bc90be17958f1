import type { Utility, UtilityBody } from "@concierge/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { http } from "../../lib/http";

const PATH = "/api/v1/utilities";

export const utilitiesQuery = queryOptions({
  queryKey: ["utilities", "list"] as const,
  queryFn: ({ signal }) => http.get<Utility[]>(PATH, signal),
});

export function useUtilities() {
  return useQuery(utilitiesQuery);
}

/** A write that refetches the list before it reports success. */
function useUtilityWrite(send: (body: UtilityBody) => Promise<Utility>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: utilitiesQuery.queryKey }),
  });
}

export const useAddUtility = () => useUtilityWrite((body) => http.post<Utility>(PATH, body));

/** A utility is identified by its Name, which the body carries (CONTRACT). */
export const useUpdateUtility = () => useUtilityWrite((body) => http.put<Utility>(PATH, body));
