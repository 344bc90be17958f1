import {
  calls,
  PAGE_SIZE,
  type Suite,
  type SuiteCreateBody,
  type SuiteUpdateBody,
} from "@concierge/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { heldRequest, useUndoable } from "../../lib/held-calls";
import { send } from "../../lib/http";
import { useWrite } from "../../lib/use-write";
import { forgetSuiteCodes, suiteCodesOf } from "./suite-code-cache";

export const suiteKeys = {
  all: ["suites"] as const,
  lists: () => [...suiteKeys.all, "list"] as const,
  list: (domainId: string, page: number) => [...suiteKeys.lists(), domainId, page] as const,
  codes: (domainId: string) => [...suiteKeys.all, "codes", domainId] as const,
};

export const suitesQuery = (domainId: string, page: number) =>
  queryOptions({
    queryKey: suiteKeys.list(domainId, page),
    queryFn: ({ signal }) =>
      send(calls.suites.list, { params: { domainId, page, pageSize: PAGE_SIZE } }, signal),
    enabled: domainId !== "",
    // The page on screen stays while the next one loads, and with it the Count the pager needs.
    placeholderData: keepPreviousData,
  });

export function useSuites(domainId: string, page: number) {
  return useQuery(suitesQuery(domainId, page));
}

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
