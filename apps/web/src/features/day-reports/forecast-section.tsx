import { Group, Skeleton, Text, Title } from "@mantine/core";
import { LoadFailure } from "../../components/load-failure";
import { formatDay } from "../../components/zoned-date";
import { useT } from "../../lib/i18n";
import { downloadForecast, useForecast } from "./api";
import { DownloadButton } from "./download-button";
import { ForecastTable } from "./forecast-table";

/** The nights ahead on the books, from the branch's business date, and what was picked up since the last close. */
export function ForecastSection({ domainId, branchId }: { domainId: string; branchId: string }) {
  const t = useT();
  const at = { domainId, branchId };
  const forecast = useForecast(at);
  const data = forecast.data;
  return (
    <div>
      <Group justify="space-between" align="flex-end" mt="xl" mb="sm" gap="sm">
        <div>
          <Title order={3} id="forecast-title">
            {t("dayReports.forecast")}
          </Title>
          {data && (
            <Text size="sm" c="dimmed">
              {data.PickupSince
                ? t("dayReports.forecast.since", { days: data.Days, date: formatDay(data.PickupSince) })
                : t("dayReports.forecast.noClose", { days: data.Days })}
            </Text>
          )}
        </div>
        <DownloadButton
          type="csv"
          label={t("dayReports.forecast.csv")}
          download={() => downloadForecast(at)}
        />
      </Group>
      {forecast.isError && <LoadFailure query={forecast} what={t("dayReports.forecast.what")} />}
      {data ? (
        <ForecastTable forecast={data} labelledBy="forecast-title" />
      ) : (
        forecast.isPending && <Skeleton h={300} radius="md" aria-label={t("dayReports.forecast.loading")} />
      )}
    </div>
  );
}
