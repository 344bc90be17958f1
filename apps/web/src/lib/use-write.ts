import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * A write that, done or refused, refetches what the owning feature's `key` names: a refusal (a
 * delete's 409) may mean that the list on screen is out of date.
 */
export function useWrite<Input, Output>(write: (input: Input) => Promise<Output>, key: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
