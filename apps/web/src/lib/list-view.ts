import { type Call, type CallInput, PAGE_SIZE } from "@concierge/contract";
import { useRef } from "react";
import { useLocation, useSearchParams } from "react-router";

/** The page sizes a list offers; SPEC's 10 first. */
export const PAGE_SIZES = [PAGE_SIZE, 25, 50, 100] as const;

/** What a list call's query takes beside `q` and `sort`: its filters, as the URL holds them. */
export type ListFilters<C extends Call> = FiltersOf<NonNullable<CallInput<C>["query"]>>;
// zod's input of an object carries an index signature too; the named keys are the filters.
type FiltersOf<Query> = {
  [Name in keyof Query as string extends Name
    ? never
    : Name extends "q" | "sort"
      ? never
      : Name]: Query[Name];
};

/** Everything that decides the rows a list shows: its query key and its call's input. */
export interface ListView<Filters extends object = Record<never, string>> {
  page: number;
  size: number;
  q?: string;
  /** `Field`, or `-Field` for descending (CONTRACT). */
  sort?: string;
  filters: Partial<Filters>;
}

/** Filters to set (a string) or remove (undefined), as the URL holds them. */
export type FilterChanges<Filters extends object> = Partial<Record<keyof Filters & string, string>>;

/** A view's `q`, `sort` and filters as the list call's query. */
export const listQueryOf = <Filters extends object>({ q, sort, filters }: ListView<Filters>) => ({
  q,
  sort,
  ...filters,
});

/** The first page of a list in SPEC's size, narrowed by `filters` (the home page's "in house"). */
export const firstPageOf = <Filters extends object>(filters: Partial<Filters> = {}): ListView<Filters> => ({
  page: 1,
  size: PAGE_SIZE,
  filters,
});

const whole = (text: string | null) => Number.parseInt(text ?? "", 10) || 0;

const filterNamesOf = (call: Call | undefined) =>
  Object.keys(call?.query?.shape ?? {}).filter((name) => name !== "q" && name !== "sort");

/** The view of `call`'s list that an address's `params` hold (a screen's data asked for ahead). */
export function listViewOf<C extends Call, Filters extends object = ListFilters<C>>(
  call: C | undefined,
  params: URLSearchParams,
): ListView<Filters> {
  const size = whole(params.get("size"));
  const filters: Partial<Record<string, string>> = {};
  for (const name of filterNamesOf(call)) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return {
    page: Math.max(1, whole(params.get("page"))),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZE,
    // A list paged on the client (no call) has no search.
    q: (call && params.get("q")) || undefined,
    sort: params.get("sort") || undefined,
    filters: filters as Partial<Filters>,
  };
}

/** What the shared pieces (the table, its toolbar) read of a list's view and change in it. */
export interface ListControls {
  view: ListView<object>;
  /** Whether a search or a filter narrows the rows: an empty answer then says what was asked. */
  narrowed: boolean;
  filtered: boolean;
  setPage: (page: number) => void;
  /** Moves to a page without a history entry of its own (the list shrank under it). */
  replacePage: (page: number) => void;
  setSize: (size: number) => void;
  setSort: (sort: string | undefined) => void;
  setSearch: (q: string) => void;
  clearFilters: () => void;
  clearSearch: () => void;
}

/** Marks the history entry a search wrote, so that the next keystrokes replace it. */
interface TypingState {
  typing?: boolean;
}

/**
 * A list's view lives in the URL (?page=2&size=25&sort=-CheckinDate&q=ade&status=reserved): a reload,
 * Back, Forward and a pasted link restore it. A committed change (page, size, sort, a filter) adds
 * a history entry; a search adds one when typing starts, then replaces it while the words change.
 * Changing anything but the page goes back to page 1. The filters are `call`'s query's keys but
 * `q` and `sort`; the server checks their values and answers a 400 naming a bad one.
 */
export function useListView<C extends Call, Filters extends object = ListFilters<C>>(
  call?: C,
): ListControls & {
  view: ListView<Filters>;
  setFilters: (changes: FilterChanges<Filters>) => void;
  /**
   * Changes what the list is of, beside its query (the bookings' `branch`, a path parameter of
   * the call): a committed change, back to page 1, the search and filters kept.
   */
  setScope: (changes: Record<string, string | undefined>) => void;
} {
  const filterNames = filterNamesOf(call);
  const [params, setParams] = useSearchParams();
  // The view as the last change left it: two changes before the next render (From, then To) each
  // build on the one before, where React Router's updater would hand both the rendered params.
  const latest = useRef(params);
  latest.current = params;
  const typing = (useLocation().state as TypingState | null)?.typing === true;
  const view = listViewOf<C, Filters>(call, params);
  const filters = view.filters;

  /** Sets `changes` (an empty value removes its parameter), keeping the rest: a dialog's, the others. */
  const change = (
    changes: Record<string, string | undefined>,
    how: { replace?: boolean; state?: TypingState },
  ) => {
    const updated = new URLSearchParams(latest.current);
    if (!("page" in changes)) updated.delete("page");
    for (const [name, value] of Object.entries(changes)) {
      if (value) updated.set(name, value);
      else updated.delete(name);
    }
    latest.current = updated;
    setParams(updated, how);
  };
  const commit = (changes: Record<string, string | undefined>) => change(changes, {});
  const noFilters = Object.fromEntries(filterNames.map((name) => [name, undefined]));

  return {
    view,
    narrowed: view.q !== undefined || Object.keys(filters).length > 0,
    filtered: Object.keys(filters).length > 0,
    setPage: (page: number) => commit({ page: page > 1 ? String(page) : undefined }),
    replacePage: (page: number) => change({ page: String(page) }, { replace: true }),
    setSize: (next: number) => commit({ size: next === PAGE_SIZE ? undefined : String(next) }),
    setSort: (sort: string | undefined) => commit({ sort }),
    setSearch: (q: string) => change({ q }, { replace: typing, state: { typing: q !== "" } }),
    setFilters: commit,
    setScope: commit,
    clearFilters: () => commit(noFilters),
    clearSearch: () => commit({ q: undefined }),
  };
}
