import type { QueryClient } from "@tanstack/react-query";

/**
 * Rows whose deletion is held for Undo (see `held-calls`): gone from every cached answer, a refetch's
 * too, until the call is undone or done. A row is known by its own id wherever an answer lists it
 * (images keep `_id`, the rack's stays name their booking), and an id is a UUID: it names one row.
 */
const hiddenIds = new Set<string>();
const idFields = ["Id", "_id", "BookingId"] as const;

const isHidden = (item: unknown) =>
  typeof item === "object" &&
  item !== null &&
  idFields.some((field) => hiddenIds.has(String((item as Record<string, unknown>)[field])));

/** `data` without the hidden rows, the same object when it holds none; a list's `Count` follows. */
function withoutHidden(data: unknown): unknown {
  if (Array.isArray(data)) {
    const kept = data.filter((item) => !isHidden(item)).map(withoutHidden);
    return kept.length === data.length && kept.every((item, at) => item === data[at]) ? data : kept;
  }
  if (typeof data !== "object" || data === null) return data;
  const fields = data as Record<string, unknown>;
  let changed: Record<string, unknown> | undefined;
  let removed = 0;
  for (const [field, value] of Object.entries(fields)) {
    const next = withoutHidden(value);
    if (next === value) continue;
    changed ??= { ...fields };
    changed[field] = next;
    if (Array.isArray(value) && Array.isArray(next)) removed += value.length - next.length;
  }
  if (changed && typeof changed.Count === "number") changed.Count -= removed;
  return changed ?? data;
}

function hideEverywhere(queryClient: QueryClient) {
  for (const query of queryClient.getQueryCache().getAll()) {
    const next = withoutHidden(query.state.data);
    if (next !== query.state.data) queryClient.setQueryData(query.queryKey, next);
  }
}

const watched = new WeakSet<QueryClient>();

/** Hides the row at once and keeps it out of the answers fetched meanwhile. */
export function hideRow(queryClient: QueryClient, rowId: string) {
  hiddenIds.add(rowId);
  if (!watched.has(queryClient)) {
    watched.add(queryClient);
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "success" || hiddenIds.size === 0) return;
      const next = withoutHidden(event.query.state.data);
      if (next !== event.query.state.data) queryClient.setQueryData(event.query.queryKey, next);
    });
  }
  hideEverywhere(queryClient);
}

/** Lets the row show again: from the next fetch on (undone or refused), or never (done). */
export function showRow(rowId: string) {
  hiddenIds.delete(rowId);
}
