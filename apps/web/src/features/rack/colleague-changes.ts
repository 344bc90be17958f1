import { useEffect, useRef, useState } from "react";
import { initialsOf, useLiveEvent } from "../live";

/** A stay a colleague changed a moment ago: who, and where its bar was before (to glide from). */
export interface ColleagueChange {
  actor: string;
  initials: string;
  from: DOMRect | undefined;
}

/** How long a bar wears the initials of the colleague who changed it. */
const SHOWN_MS = 4000;

const without = <K, V>(map: ReadonlyMap<K, V>, key: K) => {
  const next = new Map(map);
  next.delete(key);
  return next;
};

/**
 * The stays that colleagues changed in the last few seconds, heard on the branch's stream, by
 * booking id. Each bar's place is taken as the change is heard, before the rack is read again.
 */
export function useColleagueChanges(username: string) {
  const [changes, setChanges] = useState<ReadonlyMap<string, ColleagueChange>>(new Map());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);
  useLiveEvent((event) => {
    if (event.Entity !== "Booking" || event.ActorName === username) return;
    const bar = document.querySelector(`[data-stay="${CSS.escape(event.Id)}"]`);
    const change = {
      actor: event.ActorName,
      initials: initialsOf(event.ActorName),
      from: bar?.getBoundingClientRect(),
    };
    setChanges((current) => new Map(current).set(event.Id, change));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setChanges((current) => (current.get(event.Id) === change ? without(current, event.Id) : current));
    }, SHOWN_MS);
    timers.current.add(timer);
  });
  return changes;
}
