import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";

/**
 * A write that, done or refused, refetches what the owning feature's `key` names (and `alsoKeys`,
 * other views of the same rows; `onSettled` forgets what else it may have changed): a refusal (a delete's 409) may mean that the list on screen is out
 * of date.
 *
 * `write` gets an idempotency key that stays the same while the same input is sent again (a double
 * click, a retry after a lost answer) and changes once a write succeeds or the input changes: the
 * server then does a creating call once (CONTRACT-adjacent, `Idempotency-Key`).
 */
export function useWrite<Input, Output>(
  write: (input: Input, idempotencyKey: string) => Promise<Output>,
  key: QueryKey,
  { alsoKeys = [], onSettled }: { alsoKeys?: QueryKey[]; onSettled?: () => void } = {},
) {
  const queryClient = useQueryClient();
  const attempt = useRef<{ input: string; key: string } | null>(null);
  const keyFor = (input: Input) => {
    const sent = JSON.stringify(input) ?? "";
    if (attempt.current?.input !== sent) attempt.current = { input: sent, key: crypto.randomUUID() };
    return attempt.current.key;
  };
  return useMutation({
    mutationFn: (input: Input) => write(input, keyFor(input)),
    onSuccess: () => {
      attempt.current = null;
    },
    onSettled: () => {
      onSettled?.();
      return Promise.all([key, ...alsoKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
