import { Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Title } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { LoadFailure } from "../../components/load-failure";
import { useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { useBranchName } from "../branches";
import { useDashboard } from "./api";
import { DashboardFigures, figureLabels } from "./dashboard-figures";
import { ForwardFigures, NightFigures } from "./night-figures";

// The charting libraries are the console's largest: only this page loads them.
const OccupancyChart = lazy(() =>
  import("./occupancy-chart").then((chart) => ({ default: chart.OccupancyChart })),
);

type Scope = "branch" | "company";

function DashboardSkeleton() {
  const t = useT();
  return (
    <Stack role="status" aria-label={t("dashboard.figures.loading")}>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
        {figureLabels.map((label) => (
          <Skeleton key={label} h={92} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={300} radius="md" />
    </Stack>
  );
}

/** Today's figures, the last 30 nights' and the next 30 on the books, for the user's branch or the whole company. */
export function FrontDeskDashboard() {
  const t = useT();
  const { User, Domain } = useSession();
  const [scope, setScope] = useState<Scope>("branch");
  const domainId = User?.DomainId ?? "";
  const branchId = User?.BranchId ?? "";
  const branchName = useBranchName(domainId, branchId);
  const dashboard = useDashboard(domainId, scope === "branch" ? branchId : null);
  const place = scope === "branch" ? branchName : Domain?.DomainName;
  const scopes = [
    { value: "branch", label: t("dashboard.scope.branch") },
    { value: "company", label: t("dashboard.scope.company") },
  ];

  return (
    <Stack component="section" aria-label={t("dashboard.today")} gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          {place
            ? t("dashboard.todayAt", { place })
            : t(scope === "branch" ? "dashboard.todayAtOwnBranch" : "dashboard.todayAtCompany")}
        </Title>
        <SegmentedControl
          aria-label={t("dashboard.scope.label")}
          data={scopes}
          value={scope}
          onChange={(value) => setScope(value as Scope)}
        />
      </Group>
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : !dashboard.data ? (
        dashboard.error && (
          <LoadFailure query={{ ...dashboard, error: dashboard.error }} what={t("dashboard.figures.what")} />
        )
      ) : (
        <>
          <DashboardFigures dashboard={dashboard.data} />
          <NightFigures dashboard={dashboard.data} branch={scope === "branch"} />
          <ForwardFigures dashboard={dashboard.data} />
          <Suspense fallback={<Skeleton h={300} radius="md" />}>
            <OccupancyChart days={dashboard.data.Occupancy} ahead={dashboard.data.Forward} />
          </Suspense>
        </>
      )}
    </Stack>
  );
}
