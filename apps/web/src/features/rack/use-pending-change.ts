import { useState } from "react";

/** A dialog's form that sends one change: pending while it waits, the refusal kept in words. */
export function usePendingChange<Input>(send: (input: Input) => Promise<unknown>, onDone: () => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const submit = async (input: Input) => {
    setPending(true);
    setError(null);
    try {
      await send(input);
      onDone();
    } catch (refused) {
      setError(refused instanceof Error ? refused : new Error(String(refused)));
    } finally {
      setPending(false);
    }
  };
  return { pending, error, submit };
}
