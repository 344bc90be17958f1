import { type DayReport, PAYMENT_METHODS, type PaymentMethod } from "@concierge/contract";
import { Paper, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { formatMoney } from "../../components/money";
import { useT } from "../../lib/i18n";
import { methodLabels } from "../folios";
import { revenueTotal, sumOf } from "./report-sums";

const figures = { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" } as const;

interface SumTableProps {
  title: string;
  /** What the table says when the day had none. */
  none: string;
  /** The name column's header, then the amounts' headers. */
  headers: [string, ...string[]];
  rows: { key: string; name: string; amounts: number[] }[];
  total: number[];
  currency: string;
}

/** A titled table of names and amounts lined up on the right, with their total as its last line. */
function SumTable({ title, none, headers, rows, total, currency }: SumTableProps) {
  const t = useT();
  const amounts = (values: number[]): ReactNode =>
    values.map((value, index) => (
      <Table.Td key={headers[index + 1]} ta="right" style={figures}>
        {formatMoney(value, currency)}
      </Table.Td>
    ));
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {none}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={headers.length * 90}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {headers.map((header, index) => (
                  <Table.Th key={header} ta={index === 0 ? undefined : "right"}>
                    {header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>{row.name}</Table.Td>
                  {amounts(row.amounts)}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot fw={700}>
              <Table.Tr>
                <Table.Th scope="row">{t("dayReports.total")}</Table.Th>
                {amounts(total)}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

const isMethod = (method: string): method is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(method);

/** Charges less allowances posted on the day, by the catalogue's item: amount, net and tax. */
export function RevenueTable({ report }: { report: DayReport }) {
  const t = useT();
  const total = revenueTotal(report.Revenue);
  return (
    <SumTable
      title={t("dayReports.revenue")}
      none={t("dayReports.revenue.none")}
      headers={[t("dayReports.item"), t("dayReports.net"), t("dayReports.tax"), t("dayReports.amount")]}
      rows={report.Revenue.map((row) => ({
        key: row.Item,
        name: row.Name || row.Item,
        amounts: [row.Net, row.Tax, row.Amount],
      }))}
      total={[total.Net, total.Tax, total.Amount]}
      currency={report.Currency}
    />
  );
}

/** Payments less refunds taken on the day, by method. */
export function PaymentsTable({ report }: { report: DayReport }) {
  const t = useT();
  return (
    <SumTable
      title={t("dayReports.payments")}
      none={t("dayReports.payments.none")}
      headers={[t("dayReports.method"), t("dayReports.amount")]}
      rows={report.Payments.map((row) => ({
        key: row.Method,
        name: isMethod(row.Method) ? t(methodLabels[row.Method]) : row.Method,
        amounts: [row.Amount],
      }))}
      total={[sumOf(report.Payments.map((row) => row.Amount))]}
      currency={report.Currency}
    />
  );
}
