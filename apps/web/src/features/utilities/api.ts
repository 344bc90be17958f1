import { calls, type Utility, type UtilityBody } from "@concierge/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { send } from "../../lib/http";

export const utilityKeys = {
  all: ["utilities"] as const,
  list: () => [...utilityKeys.all, "list"] as const,
};

export const utilitiesQuery = queryOptions({
  queryKey: utilityKeys.list(),
  queryFn: ({ signal }) => send(calls.utilities.list, {}, signal),
});

export function useUtilities() {
  return useQuery(utilitiesQuery);
}

/** A write that refetches every utility query before it reports success. */
function useUtilityWrite(write: (body: UtilityBody) => Promise<Utility>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: utilityKeys.all }),
  });
}

export const useAddUtility = () => useUtilityWrite((body) => send(calls.utilities.create, { body }));

/** A utility is identified by its Name, which the body carries (CONTRACT). */
export const useUpdateUtility = () => useUtilityWrite((body) => send(calls.utilities.update, { body }));
