import type { DayStatus, StatusAction } from "@concierge/contract";
import { Anchor, Button, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { type Column, DataTable } from "../../components/data-table";
import { formatMoney } from "../../components/money";
import { localeOf, useT } from "../../lib/i18n";
import { linkToRecord } from "../../screens";
import {
  type AskedAction,
  BookingStatusDialogs,
  type BookingSubject,
  statusActionLabels,
  subjectName,
} from "../bookings";
import { FolioLink, PaymentDialog, type PaymentSubject } from "../folios";
import { dayKeys } from "./api";
import { formatBusinessDay } from "./day-lag";

interface DayListsProps {
  domainId: string;
  branchId: string;
  status: DayStatus;
}

type Unbalanced = DayStatus["Unbalanced"][number];

/**
 * The day's loose ends, each with its action in place: arrivals not in (check in, no-show),
 * departures not out (check out; take payment at the folio), departed folios that do not balance
 * (take payment). The lists refresh after each action (the bookings' and folios' writes).
 */
export function DayLists({ domainId, branchId, status }: DayListsProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<AskedAction>();
  const [paying, setPaying] = useState<PaymentSubject>();
  const subject = (stay: { BookingId: string; Guest: string; SuiteCode: string }): BookingSubject => ({
    DomainId: domainId,
    Id: stay.BookingId,
    BranchId: branchId,
    SuiteCode: stay.SuiteCode,
    Guest: stay.Guest,
  });
  const act = (action: StatusAction, booking: BookingSubject) => {
    const { label, named } = statusActionLabels[action];
    return (
      <Button
        key={action}
        size="xs"
        variant="light"
        color={statusActionLabels[action].color}
        styles={{ label: { whiteSpace: "nowrap" } }}
        aria-label={t(named, { name: subjectName(booking) })}
        onClick={() => setAsked({ action, booking })}
      >
        {t(label)}
      </Button>
    );
  };
  const day = (value: string) => formatBusinessDay(value, localeOf(), "year");
  const money = (amount: number) => (
    <span style={{ fontVariantNumeric: "tabular-nums" }}>{formatMoney(amount, status.Currency)}</span>
  );
  const guestColumns = <Row extends { Guest: string; SuiteCode: string }>(): Column<Row>[] => [
    { header: t("day.guest"), cell: (row) => row.Guest },
    { header: t("day.room"), cell: (row) => row.SuiteCode },
  ];
  const payNamed = (row: { Guest: string; SuiteCode: string }) =>
    t("day.takePaymentNamed", { name: `${row.Guest} · ${row.SuiteCode}` });

  return (
    <>
      <DayList title={t("day.arrivals.title")} none={t("day.arrivals.none")} count={status.Arrivals.length}>
        <DataTable
          rows={status.Arrivals}
          rowKey={(row) => row.BookingId}
          columns={[...guestColumns(), { header: t("day.arrival"), cell: (row) => day(row.Arrival) }]}
          actions={(row) => [act("checkIn", subject(row)), act("noShow", subject(row))]}
        />
      </DayList>
      <DayList
        title={t("day.departures.title")}
        none={t("day.departures.none")}
        count={status.Departures.length}
      >
        <DataTable
          rows={status.Departures}
          rowKey={(row) => row.BookingId}
          columns={[
            ...guestColumns(),
            { header: t("day.departure"), cell: (row) => day(row.Departure) },
            { header: t("day.balance"), cell: (row) => money(row.Balance), align: "right" },
          ]}
          actions={(row) => [
            row.Balance > 0 && (
              <Button
                key="pay"
                size="xs"
                variant="default"
                component={Link}
                to={linkToRecord("folio", { bookingId: row.BookingId })}
                aria-label={payNamed(row)}
              >
                {t("day.takePayment")}
              </Button>
            ),
            act("checkOut", subject(row)),
          ]}
        />
      </DayList>
      <DayList
        title={t("day.unbalanced.title")}
        none={t("day.unbalanced.none")}
        count={status.Unbalanced.length}
      >
        <DataTable<Unbalanced>
          rows={status.Unbalanced}
          rowKey={(row) => row.FolioId}
          columns={[
            ...guestColumns<Unbalanced>(),
            {
              header: t("day.folio"),
              cell: (row) => (
                <Anchor component={Link} to={linkToRecord("folio", { bookingId: row.BookingId })}>
                  {row.Number}
                </Anchor>
              ),
            },
            { header: t("day.balance"), cell: (row) => money(row.Balance), align: "right" },
          ]}
          actions={(row) =>
            row.Balance > 0 ? (
              <Button
                size="xs"
                variant="light"
                aria-label={payNamed(row)}
                onClick={() =>
                  setPaying({
                    Id: row.FolioId,
                    DomainId: domainId,
                    Currency: status.Currency,
                    due: row.Balance,
                  })
                }
              >
                {t("day.takePayment")}
              </Button>
            ) : (
              // A credit left is refunded on the folio itself.
              <FolioLink bookingId={row.BookingId} />
            )
          }
        />
      </DayList>
      <BookingStatusDialogs asked={asked} onClose={() => setAsked(undefined)} />
      <PaymentDialog
        folio={paying}
        onClose={() => setPaying(undefined)}
        onPaid={() => queryClient.invalidateQueries({ queryKey: dayKeys.all })}
      />
    </>
  );
}

/** One of the day's lists under its title, or the words saying there is nothing left in it. */
function DayList({
  title,
  none,
  count,
  children,
}: {
  title: string;
  none: string;
  count: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={3} id={id} mt="xl" mb="sm">
        {title}
      </Title>
      {count === 0 ? <Text c="dimmed">{none}</Text> : children}
    </section>
  );
}
