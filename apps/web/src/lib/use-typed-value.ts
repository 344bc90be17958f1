import { useEffect, useRef, useState } from "react";

/** How long typing pauses before what was typed is asked for. */
export const TYPING_PAUSE_MS = 300;

/**
 * A field whose value is committed once typing pauses (a search, a price): `text` follows the keys,
 * `commit` gets the trimmed text ~300 ms after the last one. A change of `value` from elsewhere (Back,
 * a cleared filter) is shown, and what was being typed is dropped.
 */
export function useTypedValue(value: string, commit: (value: string) => void) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const latestCommit = useRef(commit);
  latestCommit.current = commit;

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    const typed = text.trim();
    if (typed === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = typed;
      latestCommit.current(typed);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  /** Sets and commits at once: Esc, a clear button. */
  const commitNow = (next: string) => {
    setText(next);
    committed.current = next;
    latestCommit.current(next);
  };
  return { text, setText, commitNow };
}
