import type { Forecast } from "@concierge/contract";
import { Progress, Table, Text } from "@mantine/core";
import { formatMoney } from "../../components/money";
import { formatDay } from "../../components/zoned-date";
import { localeOf, useT } from "../../lib/i18n";
import classes from "./forecast.module.css";
import { formatPercent } from "./report-figures";
import { pickupColor, signed } from "./report-sums";

/** Each night ahead: rooms on the books of those available, an occupancy bar, revenue, movements, pick-up. */
export function ForecastTable({ forecast, labelledBy }: { forecast: Forecast; labelledBy: string }) {
  const t = useT();
  const count = (value: number) => value.toLocaleString(localeOf());
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so that keys scroll it (WCAG 2.1.1)
    <section className={classes.scroller} tabIndex={0} aria-labelledby={labelledBy}>
      <Table className={classes.table} verticalSpacing={6} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.night}>{t("dayReports.forecast.night")}</Table.Th>
            <Table.Th ta="right">{t("dayReports.forecast.rooms")}</Table.Th>
            <Table.Th ta="right">{t("dayReports.forecast.available")}</Table.Th>
            <Table.Th>{t("dayReports.occupancy")}</Table.Th>
            <Table.Th ta="right">{t("dayReports.forecast.revenue")}</Table.Th>
            <Table.Th ta="right">{t("dayReports.arrivals")}</Table.Th>
            <Table.Th ta="right">{t("dayReports.departures")}</Table.Th>
            <Table.Th ta="right">{t("dayReports.forecast.pickup")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {forecast.Nights.map((night) => (
            <Table.Tr key={night.Night}>
              <Table.Th scope="row" className={classes.night} fw={400}>
                {formatDay(night.Night)}
              </Table.Th>
              <Table.Td ta="right">{count(night.Rooms)}</Table.Td>
              <Table.Td ta="right">{count(night.RoomsAvailable)}</Table.Td>
              <Table.Td>
                <div className={classes.occupancy}>
                  <Progress
                    className={classes.bar}
                    value={Math.min(night.Occupancy, 100)}
                    size="md"
                    aria-hidden
                  />
                  <span className={classes.percent}>{formatPercent(night.Occupancy)}</span>
                </div>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {formatMoney(night.Revenue, forecast.Currency)}
              </Table.Td>
              <Table.Td ta="right">{count(night.Arrivals)}</Table.Td>
              <Table.Td ta="right">{count(night.Departures)}</Table.Td>
              <Table.Td ta="right">
                <Text
                  component="bdi"
                  size="sm"
                  fw={night.Pickup === 0 ? 400 : 700}
                  c={pickupColor(night.Pickup)}
                >
                  {signed(night.Pickup, count)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
