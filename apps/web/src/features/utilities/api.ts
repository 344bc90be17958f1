import { calls, type Utility, type UtilityBody } from "@concierge/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { send } from "../../lib/http";
import { useWrite } from "../../lib/use-write";

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

const useUtilityWrite = (write: (body: UtilityBody, idempotencyKey: string) => Promise<Utility>) =>
  useWrite(write, utilityKeys.all);

export const useAddUtility = () =>
  useUtilityWrite((body, key) => send(calls.utilities.create, { body }, undefined, key));

/** A utility is identified by its Name, which the body carries (CONTRACT). */
export const useUpdateUtility = () => useUtilityWrite((body) => send(calls.utilities.update, { body }));
