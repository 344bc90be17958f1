import type { DayClosed } from "@concierge/contract";
import { Group, Paper, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { LoadFailure } from "../../components/load-failure";
import { PageHeader } from "../../components/page-header";
import { localeOf, useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { BranchPicker, useBranchName } from "../branches";
import { useBranchZone } from "../names";
import { useDayStatus } from "./api";
import { CloseDayAction } from "./close-day-action";
import { dayLag, formatBusinessDay, lagColor } from "./day-lag";
import { DayLists } from "./day-lists";
import { DaySummary } from "./day-summary";

/** Close day (issue 31, point 2): the business day's loose ends, each settled in place, then its close. */
export function CloseDayPage() {
  const { User } = useSession();
  const t = useT();
  const domainId = User?.DomainId ?? "";
  // The branch lives in the address, as on the cashier's screen: the header's chip links here with it.
  const [params, setParams] = useSearchParams();
  const branchId = params.get("branch") || User?.BranchId || "";
  const status = useDayStatus(domainId, branchId);
  const branchName = useBranchName(domainId, branchId);
  const timeZone = useBranchZone(domainId, branchId) ?? "UTC";
  // What the last close here did, until another branch is picked.
  const [closed, setClosed] = useState<{ branchId: string; closed: DayClosed }>();
  const data = status.data;
  const locale = localeOf();
  return (
    <>
      <PageHeader
        title={t("day.title")}
        description={t("day.description", { branch: branchName ?? "", zone: timeZone })}
      />
      <Group align="flex-end" gap="md" mb="lg">
        <BranchPicker
          domainId={domainId}
          value={branchId}
          onChange={(branch) => setParams({ branch }, { replace: true })}
        />
      </Group>
      {status.isError && <LoadFailure query={status} what={t("day.what")} />}
      {!data ? (
        status.isPending && <Skeleton h={200} radius="md" aria-label={t("day.loading")} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2 }} maw={480}>
            <Paper withBorder p="sm" radius="md">
              <Text size="sm" c="dimmed">
                {t("day.businessDate")}
              </Text>
              <Text
                fw={700}
                c={lagColor(dayLag(data.BusinessDate, data.Today)) === "gray" ? undefined : "red"}
              >
                {formatBusinessDay(data.BusinessDate, locale, "year")}
              </Text>
            </Paper>
            <Paper withBorder p="sm" radius="md">
              <Text size="sm" c="dimmed">
                {t("day.today")}
              </Text>
              <Text fw={700}>{formatBusinessDay(data.Today, locale, "year")}</Text>
            </Paper>
          </SimpleGrid>
          {closed?.branchId === branchId && <DaySummary closed={closed.closed} branchId={branchId} />}
          <DayLists domainId={domainId} branchId={branchId} status={data} />
          <CloseDayAction
            domainId={domainId}
            branchId={branchId}
            status={data}
            onClosed={(report) => setClosed({ branchId, closed: report })}
          />
        </>
      )}
    </>
  );
}
