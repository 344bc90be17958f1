import { type AuditEntity, calls } from "@concierge/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { downloadCsv, send } from "../../lib/http";
import { type ListFilters, type ListView, listQueryOf } from "../../lib/list-view";

/** The trail's view; its days and times are the user's branch's (`timeZone`). */
export type AuditListView = ListView<ListFilters<typeof calls.audit.list>>;

export const auditKeys = {
  all: ["audit"] as const,
  list: (domainId: string, view: AuditListView, timeZone: string) =>
    [...auditKeys.all, "list", domainId, view, timeZone] as const,
  history: (domainId: string, entity: AuditEntity, entityId: string) =>
    [...auditKeys.all, "history", domainId, entity, entityId] as const,
};

// The days `from` and `to` are the branch's days, as its times are.
const listInput = (domainId: string, view: AuditListView, timeZone: string) => ({
  params: { domainId, page: view.page, pageSize: view.size },
  query: { ...listQueryOf(view), timeZone },
});

// Every write of every feature adds entries and none of them invalidates the trail: always refetch.
const fresh = { staleTime: 0 } as const;

/** The domain's trail in `view`, newest first. */
export const auditQuery = (domainId: string, view: AuditListView, timeZone = "") =>
  queryOptions({
    queryKey: auditKeys.list(domainId, view, timeZone),
    queryFn: ({ signal }) => send(calls.audit.list, listInput(domainId, view, timeZone), signal),
    enabled: domainId !== "" && timeZone !== "",
    placeholderData: keepPreviousData,
    ...fresh,
  });

export const useAuditTrail = (domainId: string, view: AuditListView, timeZone: string | undefined) =>
  useQuery(auditQuery(domainId, view, timeZone));

/** Every entry of the view, all pages, as a CSV file. */
export const exportAudit = (domainId: string, view: AuditListView, timeZone: string) =>
  downloadCsv(calls.audit.list, listInput(domainId, view, timeZone));

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
          query: { entity, entityId },
        },
        signal,
      ),
    enabled: domainId !== "" && entityId !== "",
    ...fresh,
  });
