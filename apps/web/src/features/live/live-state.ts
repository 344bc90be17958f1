import { useSyncExternalStore } from "react";

/** Whether the branch's changes reach this tab: the stream is opening, open, or being opened again. */
export type LiveState = "connecting" | "connected" | "reconnecting";

let state: LiveState = "connecting";
const listeners = new Set<() => void>();

/** Says how the stream is doing, in this tab (the leading tab tells the others through the channel). */
export function setLiveState(next: LiveState) {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export const liveState = () => state;

export function useLiveState(): LiveState {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, liveState);
}
