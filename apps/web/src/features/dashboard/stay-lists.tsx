import type { Dashboard, StatusAction, TodayStay } from "@concierge/contract";
import { Anchor, Button, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { RetryableQuery } from "../../components/load-failure";
import { ZonedDate } from "../../components/zoned-date";
import { type MessageKey, type Translate, useT } from "../../lib/i18n";
import { firstPageOf } from "../../lib/list-view";
import { linkTo } from "../../screens";
import {
  type AskedAction,
  BookingNote,
  type BookingSubject,
  bookingsQuery,
  subjectName,
  subjectOf,
} from "../bookings";
import { TodayList } from "./today-list";

export interface StayListProps {
  domainId: string;
  branchId: string;
  /** The branch's front desk today; undefined while it loads. */
  today: Dashboard | undefined;
  /** The day's query: its failure and its Retry. */
  query: RetryableQuery;
  /** False hides the actions from users who may not change bookings. */
  canWrite: boolean;
  onAction: (asked: AskedAction) => void;
}

/** A text whose `{when}` is a node (a date in its `<time>`): "arrives <time>25 Nov 2026, 14:00</time>". */
function around(t: Translate, key: MessageKey, when: ReactNode) {
  const [before, after = ""] = t(key).split("{when}");
  return (
    <>
      {before}
      {when}
      {after}
    </>
  );
}

const actionLabels = {
  checkIn: ["dashboard.checkIn", "dashboard.checkInNamed"],
  checkOut: ["dashboard.checkOut", "dashboard.checkOutNamed"],
} as const satisfies Partial<Record<StatusAction, readonly [MessageKey, MessageKey]>>;

/** One line of a list: the guest and room, when, the booking's note, and the status change it waits for. */
function stayLine(
  t: Translate,
  { canWrite, onAction }: StayListProps,
  booking: BookingSubject & { Notes: string },
  when: ReactNode,
  action: keyof typeof actionLabels,
) {
  const [label, named] = actionLabels[action];
  return {
    text: (
      <>
        <Text fw={600}>
          {booking.Guest} · {booking.SuiteCode}
        </Text>
        <Text size="sm" c="dimmed" component="div">
          {when}
        </Text>
        <BookingNote note={booking.Notes} />
      </>
    ),
    action: canWrite && (
      <Button
        size="xs"
        variant="light"
        aria-label={t(named, { name: subjectName(booking) })}
        onClick={() => onAction({ action, booking })}
      >
        {t(label)}
      </Button>
    ),
  };
}

const subjectOfStay = (domainId: string, stay: TodayStay): BookingSubject & { Notes: string } => ({
  DomainId: domainId,
  Id: stay.BookingId,
  BranchId: stay.BranchId,
  SuiteCode: stay.SuiteCode,
  Guest: stay.Guest,
  Notes: stay.Notes,
});

/** Reservations due today (or overdue), each with its check-in. */
export function ArrivalsList(props: StayListProps) {
  const { today, query, domainId } = props;
  const t = useT();
  return (
    <TodayList
      title={t("dashboard.arrivals.title")}
      description={t("dashboard.arrivals.description")}
      items={today?.Arrivals}
      query={query}
      itemKey={(stay) => stay.BookingId}
      empty={t("dashboard.arrivals.empty")}
    >
      {(stay) =>
        stayLine(
          t,
          props,
          subjectOfStay(domainId, stay),
          around(
            t,
            "dashboard.arrivals.when",
            <ZonedDate iso={stay.CheckinDate} timeZone={today?.TimeZone ?? "UTC"} />,
          ),
          "checkIn",
        )
      }
    </TodayList>
  );
}

/** Guests in house due out today (or overdue), each with its check-out. */
export function DeparturesList(props: StayListProps) {
  const { today, query, domainId } = props;
  const t = useT();
  return (
    <TodayList
      title={t("dashboard.departures.title")}
      description={t("dashboard.departures.description")}
      items={today?.Departures}
      query={query}
      itemKey={(stay) => stay.BookingId}
      empty={t("dashboard.departures.empty")}
    >
      {(stay) =>
        stayLine(
          t,
          props,
          subjectOfStay(domainId, stay),
          around(
            t,
            "dashboard.departures.when",
            <ZonedDate iso={stay.CheckoutDate} timeZone={today?.TimeZone ?? "UTC"} />,
          ),
          "checkOut",
        )
      }
    </TodayList>
  );
}

const inHouseView = firstPageOf({ inHouse: "true" as const });

/** Every guest checked in and not yet out: the first page of the bookings list's "in house". */
export function InHouseList(props: StayListProps) {
  const { domainId, branchId, today } = props;
  const t = useT();
  const inHouse = useQuery(bookingsQuery(domainId, branchId, inHouseView));
  const shown = inHouse.data?.Bookings;
  const total = inHouse.data?.Count ?? 0;
  return (
    <TodayList
      title={t("dashboard.inHouse.title")}
      description={t("dashboard.inHouse.description")}
      items={shown}
      total={inHouse.data?.Count}
      query={inHouse}
      itemKey={(booking) => booking.Id}
      empty={t("dashboard.inHouse.empty")}
      more={
        total > (shown?.length ?? 0) && (
          <Anchor component={Link} to={linkTo("bookings", { inHouse: "true" })} size="sm">
            {t("dashboard.inHouse.all", { count: total })}
          </Anchor>
        )
      }
    >
      {(booking) =>
        stayLine(
          t,
          props,
          { ...subjectOf(booking), Notes: booking.Notes },
          around(
            t,
            "dashboard.inHouse.when",
            <ZonedDate iso={booking.CheckoutDate} timeZone={today?.TimeZone ?? "UTC"} />,
          ),
          "checkOut",
        )
      }
    </TodayList>
  );
}
