import { Group, Skeleton, TextInput } from "@mantine/core";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { LoadFailure } from "../../components/load-failure";
import { PageHeader } from "../../components/page-header";
import { formatDay } from "../../components/zoned-date";
import { ApiError } from "../../lib/http";
import { useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { BranchPicker, useBranchName } from "../branches";
import { useBranchZone } from "../names";
import { downloadReport, lastClosable, useBusinessDate, useDayReport } from "./api";
import { DayReportView } from "./day-report-view";
import { DownloadButton } from "./download-button";
import { ForecastSection } from "./forecast-section";

const notClosed = (error: Error | null) => error instanceof ApiError && error.status === 404;

/** The day reports (issue 31, point 4): a closed day's figures, on screen, CSV and PDF; then the forecast. */
export function DayReportsPage() {
  const { User } = useSession();
  const t = useT();
  const domainId = User?.DomainId ?? "";
  // The branch and the day live in the address: a reload or a shared link shows the same report.
  const [params, setParams] = useSearchParams();
  const branchId = params.get("branch") || User?.BranchId || "";
  const at = { domainId, branchId };
  const businessDate = useBusinessDate(at);
  const latest = businessDate ? lastClosable(businessDate) : "";
  const date = params.get("date") || latest;
  const change = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const report = useDayReport(at, date);
  const branchName = useBranchName(domainId, branchId);
  const timeZone = useBranchZone(domainId, branchId) ?? "UTC";
  const missing = notClosed(report.error);

  return (
    <>
      <PageHeader
        title={t("dayReports.title")}
        description={t("dayReports.description", { branch: branchName ?? "" })}
      />
      <Group align="flex-end" gap="md" mb="lg" wrap="wrap">
        <BranchPicker domainId={domainId} value={branchId} onChange={(branch) => change("branch", branch)} />
        <TextInput
          type="date"
          label={t("dayReports.day")}
          value={date}
          max={latest || undefined}
          onChange={(event) => change("date", event.currentTarget.value || undefined)}
          w={170}
        />
        {report.data && !missing && (
          <Group gap="sm">
            <DownloadButton
              type="csv"
              label={t("dayReports.csv")}
              download={() => downloadReport(at, date, "csv")}
            />
            <DownloadButton
              type="pdf"
              label={t("dayReports.pdf")}
              download={() => downloadReport(at, date, "pdf")}
            />
          </Group>
        )}
      </Group>
      {report.isError && !missing && <LoadFailure query={report} what={t("dayReports.what")} />}
      {missing ? (
        <EmptyState
          title={t("dayReports.notClosed.title")}
          description={
            businessDate && t("dayReports.notClosed.description", { date: formatDay(businessDate) })
          }
        />
      ) : report.data ? (
        <DayReportView report={report.data} timeZone={timeZone} />
      ) : (
        (report.isPending || !date) && <Skeleton h={240} radius="md" aria-label={t("dayReports.loading")} />
      )}
      <ForecastSection domainId={domainId} branchId={branchId} />
    </>
  );
}
