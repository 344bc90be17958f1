import { calls } from "@concierge/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { send } from "../../lib/http";

export const dashboardKeys = {
  all: ["dashboard"] as const,
  of: (domainId: string, branchId: string | null, timeZone: string) =>
    [...dashboardKeys.all, domainId, branchId, timeZone] as const,
};

/**
 * Today's figures and 30 days of occupancy for one branch, or for the whole domain without one. Days
 * are counted in the browser's time zone. Read afresh each time home opens: every check-in moves them.
 */
export const dashboardQuery = (domainId: string, branchId: string | null) => {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return queryOptions({
    queryKey: dashboardKeys.of(domainId, branchId, timeZone),
    queryFn: ({ signal }) =>
      send(
        calls.dashboard.figures,
        { params: { domainId }, query: { timeZone, branchId: branchId ?? undefined } },
        signal,
      ),
    enabled: domainId !== "",
    staleTime: 0,
  });
};

export function useDashboard(domainId: string, branchId: string | null) {
  return useQuery(dashboardQuery(domainId, branchId));
}
