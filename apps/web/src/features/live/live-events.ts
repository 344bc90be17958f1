import type { LiveEvent } from "@concierge/contract";
import { useEffect, useRef } from "react";

/** A change of the branch's stream as this tab hears it (whichever tab holds the stream). */
export type HeardEvent = LiveEvent & { EventId: number };
type Listener = (event: HeardEvent) => void;

const listeners = new Set<Listener>();

/** Hears every change of the stream; answers how to stop hearing. */
export function onLiveEvent(listener: Listener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Hands a change to every listener of this tab. */
export function deliverLiveEvent(event: HeardEvent) {
  for (const listener of listeners) listener(event);
}

/** Hears the stream's changes while the component is mounted, with its latest `listener`. */
export function useLiveEvent(listener: Listener) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => onLiveEvent((event) => latest.current(event)), []);
}
