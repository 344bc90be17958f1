import type { CashierDay, PaymentMethod } from "@concierge/contract";
import { Paper, SimpleGrid, Text } from "@mantine/core";
import { DataTable } from "../../components/data-table";
import { formatMoney } from "../../components/money";
import { ZonedDate } from "../../components/zoned-date";
import { type MessageKey, useT } from "../../lib/i18n";

export const methodLabel: Record<PaymentMethod, MessageKey> = {
  cash: "cashier.method.cash",
  card: "cashier.method.card",
  transfer: "cashier.method.transfer",
  other: "cashier.method.other",
};

const figures = { fontVariantNumeric: "tabular-nums" } as const;

/** The day's total and each method's, as cards that wrap on a phone. */
export function CashierTotals({ day }: { day: CashierDay }) {
  const t = useT();
  const cards = [
    { key: "total", label: t("cashier.total"), amount: day.Total, count: day.Entries.length },
    ...day.Methods.map((method) => ({
      key: method.Method,
      label: t(methodLabel[method.Method]),
      amount: method.Amount,
      count: method.Count,
    })),
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} mb="lg">
      {cards.map((card) => (
        <Paper key={card.key} withBorder p="md" radius="md">
          <Text size="sm" c="dimmed">
            {card.label}
          </Text>
          <Text fw={700} fz="xl" style={figures}>
            {formatMoney(card.amount, day.Currency)}
          </Text>
          <Text size="xs" c="dimmed">
            {t("cashier.entryCount", { count: card.count })}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

type UserTotal = CashierDay["Users"][number];

/** What each user took, by method. */
export function CashierUsers({ day }: { day: CashierDay }) {
  const t = useT();
  return (
    <DataTable<UserTotal>
      rows={day.Users}
      rowKey={(row) => `${row.UserId ?? row.UserName}-${row.Method}`}
      columns={[
        { header: t("cashier.user"), cell: (row) => row.UserName },
        { header: t("cashier.method"), cell: (row) => t(methodLabel[row.Method]) },
        { header: t("cashier.count"), cell: (row) => row.Count, align: "right" },
        {
          header: t("cashier.amount"),
          cell: (row) => <span style={figures}>{formatMoney(row.Amount, day.Currency)}</span>,
          align: "right",
        },
      ]}
    />
  );
}

type TakenEntry = CashierDay["Entries"][number];

/** Every payment and refund of the day, oldest first. */
export function CashierEntries({ day, timeZone }: { day: CashierDay; timeZone: string }) {
  const t = useT();
  return (
    <DataTable<TakenEntry>
      rows={day.Entries}
      rowKey={(row) => row.Id}
      columns={[
        { header: t("cashier.time"), cell: (row) => <ZonedDate iso={row.PostedAt} timeZone={timeZone} /> },
        { header: t("cashier.guest"), cell: (row) => row.Guest },
        { header: t("cashier.room"), cell: (row) => row.SuiteCode },
        {
          header: t("cashier.kind"),
          cell: (row) => t(row.Kind === "refund" ? "cashier.kind.refund" : "cashier.kind.payment"),
        },
        { header: t("cashier.method"), cell: (row) => t(methodLabel[row.Method]) },
        { header: t("cashier.reference"), cell: (row) => row.Reference || row.Reason },
        { header: t("cashier.postedBy"), cell: (row) => row.PostedBy },
        {
          header: t("cashier.amount"),
          cell: (row) => <span style={figures}>{formatMoney(row.Amount, day.Currency)}</span>,
          align: "right",
        },
      ]}
    />
  );
}
