import { calls, type Suite, type SuiteCreateBody, type SuiteUpdateBody } from "@concierge/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { heldRequest, useUndoable } from "../../lib/held-calls";
import { downloadCsv, send } from "../../lib/http";
import { type ListFilters, type ListView, listQueryOf } from "../../lib/list-view";
import { useWrite } from "../../lib/use-write";
import { forgetSuiteCodes, suiteCodesOf } from "./suite-code-cache";

export const suiteKeys = {
  all: ["suites"] as const,
  lists: () => [...suiteKeys.all, "list"] as const,
  list: (domainId: string, view: SuiteListView) => [...suiteKeys.lists(), domainId, view] as const,
  codes: (domainId: string) => [...suiteKeys.all, "codes", domainId] as const,
};

export type SuiteListView = ListView<ListFilters<typeof calls.suites.list>>;

const listInput = (domainId: string, view: SuiteListView) => ({
  params: { domainId, page: view.page, pageSize: view.size },
  query: listQueryOf(view),
});

export const suitesQuery = (domainId: string, view: SuiteListView) =>
  queryOptions({
    queryKey: suiteKeys.list(domainId, view),
    queryFn: ({ signal }) => send(calls.suites.list, listInput(domainId, view), signal),
    enabled: domainId !== "",
    // The view on screen stays while the next one loads, and with it the Count the pager needs.
    placeholderData: keepPreviousData,
  });

export function useSuites(domainId: string, view: SuiteListView) {
  return useQuery(suitesQuery(domainId, view));
}

/** Every suite of the view, all pages, as a CSV file. */
export const exportSuites = (domainId: string, view: SuiteListView) =>
  downloadCsv(calls.suites.list, listInput(domainId, view));

/** A domain's categories and room codes, for the booking form; read again each time a form opens. */
export const suiteCodesQuery = (domainId: string) =>
  queryOptions({
    queryKey: suiteKeys.codes(domainId),
    queryFn: ({ signal }) => suiteCodesOf(domainId, signal),
    enabled: domainId !== "",
    staleTime: 0,
  });

/**
 * A write that refetches every suite query, also when it is refused (a delete's 409), and empties
 * the cached room codes, which it may have changed.
 */
const useSuiteWrite = <Input, Output>(write: (input: Input, idempotencyKey: string) => Promise<Output>) =>
  useWrite(write, suiteKeys.all, { onSettled: forgetSuiteCodes });

export const useAddSuite = () =>
  useSuiteWrite((body: SuiteCreateBody, key) => send(calls.suites.create, { body }, undefined, key));

export const useUpdateSuite = () =>
  useSuiteWrite((body: SuiteUpdateBody) => send(calls.suites.update, { body }));

export const useDeleteSuite = () =>
  useUndoable(
    (suite: Suite) =>
      heldRequest(suite.Id, calls.suites.delete, { params: { domainId: suite.DomainId, suiteId: suite.Id } }),
    [suiteKeys.all],
    forgetSuiteCodes,
  );

/** Archives a suite (kept with its history, offered for no new booking) or restores it. */
export const useArchiveSuite = () =>
  useSuiteWrite(({ suite, archived }: { suite: Suite; archived: boolean }) =>
    send(archived ? calls.suites.archive : calls.suites.restore, {
      params: { domainId: suite.DomainId, suiteId: suite.Id },
    }),
  );
