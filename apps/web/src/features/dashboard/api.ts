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

/**
 * The signed-in user's own branch and hotel company as their edit forms read them, for the home
 * page's reminder of what the first start left blank; each only for a user who may edit it.
 */
export const ownDetailsQuery = (
  at: { domainId: string; branchId: string; domainName: string },
  may: { branch: boolean; domain: boolean },
) =>
  queryOptions({
    queryKey: [...dashboardKeys.all, "own-details", at, may] as const,
    queryFn: async ({ signal }) => {
      const [branches, domains] = await Promise.all([
        may.branch
          ? send(calls.branches.list, { params: { domainId: at.domainId, page: 1, pageSize: 100 } }, signal)
          : undefined,
        may.domain
          ? send(calls.domains.list, { params: { page: 1, size: 100 }, query: { q: at.domainName } }, signal)
          : undefined,
      ]);
      return {
        branch: branches?.Branches.find((branch) => branch.Id === at.branchId),
        domain: domains?.Domains.find((domain) => domain.Id === at.domainId),
      };
    },
    enabled: at.domainId !== "" && (may.branch || may.domain),
    staleTime: 0,
  });
