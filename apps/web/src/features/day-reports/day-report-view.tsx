import type { DayReport } from "@concierge/contract";
import { Group, SimpleGrid, Text } from "@mantine/core";
import { formatInZone } from "../../components/zoned-date";
import { useT } from "../../lib/i18n";
import { ReportFigures } from "./report-figures";
import { PaymentsTable, RevenueTable } from "./report-tables";

/** A closed day's report: its figures, revenue by item and payments by method, who closed it and when. */
export function DayReportView({ report, timeZone }: { report: DayReport; timeZone: string }) {
  const t = useT();
  return (
    <section aria-label={t("dayReports.what")}>
      <ReportFigures report={report} />
      <SimpleGrid cols={{ base: 1, md: 2 }} mb="md">
        <RevenueTable report={report} />
        <PaymentsTable report={report} />
      </SimpleGrid>
      <Group>
        <Text size="sm" c="dimmed">
          {t("dayReports.closedBy", { at: formatInZone(report.ClosedAt, timeZone), name: report.ClosedBy })}
        </Text>
      </Group>
    </section>
  );
}
