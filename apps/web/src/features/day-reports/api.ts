import { addDays, calls, FORECAST_DAYS } from "@concierge/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { downloadFile, send } from "../../lib/http";
import { branchChoicesQuery } from "../names";

export const dayReportKeys = {
  all: ["day-reports"] as const,
  report: (domainId: string, branchId: string, date: string) =>
    [...dayReportKeys.all, "report", domainId, branchId, date] as const,
  forecast: (domainId: string, branchId: string) =>
    [...dayReportKeys.all, "forecast", domainId, branchId] as const,
};

type At = { domainId: string; branchId: string };

/** A closed day's report: frozen, so read once and kept. */
export const dayReportQuery = ({ domainId, branchId }: At, date: string) =>
  queryOptions({
    queryKey: dayReportKeys.report(domainId, branchId, date),
    queryFn: ({ signal }) => send(calls.day.report, { params: { domainId, branchId, date } }, signal),
    enabled: domainId !== "" && branchId !== "" && date !== "",
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useDayReport = (at: At, date: string) => useQuery(dayReportQuery(at, date));

/** The nights on the books from the branch's business date. */
export const forecastQuery = ({ domainId, branchId }: At) =>
  queryOptions({
    queryKey: dayReportKeys.forecast(domainId, branchId),
    queryFn: ({ signal }) =>
      send(
        calls.day.forecast,
        { params: { domainId, branchId }, query: { days: FORECAST_DAYS.default } },
        signal,
      ),
    enabled: domainId !== "" && branchId !== "",
    placeholderData: keepPreviousData,
  });

export const useForecast = (at: At) => useQuery(forecastQuery(at));

/** The branch's business date, from the list the branch pickers read; undefined while it loads. */
export function useBusinessDate({ domainId, branchId }: At): string | undefined {
  return useQuery({
    ...branchChoicesQuery(domainId),
    select: ({ Branches }) => Branches.find((branch) => branch.Id === branchId)?.BusinessDate,
  }).data;
}

/** The last day that can have closed: the one before the day the books are open for. */
export const lastClosable = (businessDate: string) => addDays(businessDate, -1);

export const downloadReport = ({ domainId, branchId }: At, date: string, type: "csv" | "pdf") =>
  downloadFile(calls.day.report, { params: { domainId, branchId, date } }, type);

export const downloadForecast = ({ domainId, branchId }: At) =>
  downloadFile(
    calls.day.forecast,
    { params: { domainId, branchId }, query: { days: FORECAST_DAYS.default } },
    "csv",
  );
