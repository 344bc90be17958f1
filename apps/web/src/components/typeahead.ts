/** How long a pause in typing starts a new search among a select's options, as a native select does. */
export const TYPEAHEAD_PAUSE_MS = 1000;

/**
 * The option a select picks for the letters typed so far, as a native select does: the first whose
 * label begins with them ("Mrs" gives Mrs, "Mi" gives Miss), case and accents aside; none, -1.
 */
export function typeaheadPick(labels: readonly string[], typed: string): number {
  const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const wanted = folded(typed);
  return wanted === "" ? -1 : labels.findIndex((label) => folded(label).startsWith(wanted));
}
