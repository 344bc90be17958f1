import { type AuditEntity, calls } from "@concierge/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { browserTimeZone } from "../../components/zoned-date";
import { downloadCsv, send } from "../../lib/http";
import { type ListFilters, type ListView, listQueryOf } from "../../lib/list-view";

/** The trail's view; its `timeZone` is always the browser's. */
export type AuditListView = ListView<ListFilters<typeof calls.audit.list>>;

export const auditKeys = {
  all: ["audit"] as const,
  list: (domainId: string, view: AuditListView) => [...auditKeys.all, "list", domainId, view] as const,
  history: (domainId: string, entity: AuditEntity, entityId: string) =>
    [...auditKeys.all, "history", domainId, entity, entityId] as const,
};

// The days `from` and `to` are the reader's days.
const listInput = (domainId: string, view: AuditListView) => ({
  params: { domainId, page: view.page, pageSize: view.size },
  query: { ...listQueryOf(view), timeZone: browserTimeZone() },
});

// Every write of every feature adds entries and none of them invalidates the trail: always refetch.
const fresh = { staleTime: 0 } as const;

/** The domain's trail in `view`, newest first. */
export const auditQuery = (domainId: string, view: AuditListView) =>
  queryOptions({
    queryKey: auditKeys.list(domainId, view),
    queryFn: ({ signal }) => send(calls.audit.list, listInput(domainId, view), signal),
    enabled: domainId !== "",
    placeholderData: keepPreviousData,
    ...fresh,
  });

export const useAuditTrail = (domainId: string, view: AuditListView) => useQuery(auditQuery(domainId, view));

/** Every entry of the view, all pages, as a CSV file. */
export const exportAudit = (domainId: string, view: AuditListView) =>
  downloadCsv(calls.audit.list, listInput(domainId, view));

/** How many of a record's latest entries its details dialog shows. */
export const HISTORY_SIZE = 10;

/** One record's latest entries, newest first. */
export const historyQuery = (domainId: string, entity: AuditEntity, entityId: string) =>
  queryOptions({
    queryKey: auditKeys.history(domainId, entity, entityId),
    queryFn: ({ signal }) =>
      send(
        calls.audit.list,
        {
          params: { domainId, page: 1, pageSize: HISTORY_SIZE },
          query: { entity, entityId, timeZone: browserTimeZone() },
        },
        signal,
      ),
    enabled: domainId !== "" && entityId !== "",
    ...fresh,
  });
