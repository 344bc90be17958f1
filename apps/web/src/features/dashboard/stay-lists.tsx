import type { Dashboard, TodayStay } from "@concierge/contract";
import { Anchor, Button, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { RetryableQuery } from "../../components/load-failure";
import { ZonedDate } from "../../components/zoned-date";
import { firstPageOf } from "../../lib/list-view";
import {
  type AskedAction,
  type BookingSubject,
  bookingsQuery,
  type StatusAction,
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

/** One line of a list: the guest and room, when, and the status change it waits for. */
function stayLine(
  { canWrite, onAction }: StayListProps,
  booking: BookingSubject,
  when: ReactNode,
  action: { action: StatusAction; label: string },
) {
  return {
    text: (
      <>
        <Text fw={600}>
          {booking.Guest} · {booking.SuiteCode}
        </Text>
        <Text size="sm" c="dimmed" component="div">
          {when}
        </Text>
      </>
    ),
    action: canWrite && (
      <Button
        size="xs"
        variant="light"
        aria-label={`${action.label} ${subjectName(booking)}`}
        onClick={() => onAction({ action: action.action, booking })}
      >
        {action.label}
      </Button>
    ),
  };
}

const subjectOfStay = (domainId: string, stay: TodayStay): BookingSubject => ({
  DomainId: domainId,
  Id: stay.BookingId,
  BranchId: stay.BranchId,
  SuiteCode: stay.SuiteCode,
  Guest: stay.Guest,
});

/** Reservations due today (or overdue), each with its check-in. */
export function ArrivalsList(props: StayListProps) {
  const { today, query, domainId } = props;
  return (
    <TodayList
      title="Arrivals"
      description="Reservations due today, or overdue."
      items={today?.Arrivals}
      query={query}
      itemKey={(stay) => stay.BookingId}
      empty="No arrivals today."
    >
      {(stay) =>
        stayLine(
          props,
          subjectOfStay(domainId, stay),
          <>
            arrives <ZonedDate iso={stay.CheckinDate} timeZone={today?.TimeZone ?? "UTC"} />
          </>,
          { action: "checkIn", label: "Check in" },
        )
      }
    </TodayList>
  );
}

/** Guests in house due out today (or overdue), each with its check-out. */
export function DeparturesList(props: StayListProps) {
  const { today, query, domainId } = props;
  return (
    <TodayList
      title="Departures"
      description="Guests in house due out today, or overdue."
      items={today?.Departures}
      query={query}
      itemKey={(stay) => stay.BookingId}
      empty="No departures today."
    >
      {(stay) =>
        stayLine(
          props,
          subjectOfStay(domainId, stay),
          <>
            due out <ZonedDate iso={stay.CheckoutDate} timeZone={today?.TimeZone ?? "UTC"} />
          </>,
          { action: "checkOut", label: "Check out" },
        )
      }
    </TodayList>
  );
}

const inHouseView = firstPageOf({ inHouse: "true" as const });

/** Every guest checked in and not yet out: the first page of the bookings list's "in house". */
export function InHouseList(props: StayListProps) {
  const { domainId, branchId, today } = props;
  const inHouse = useQuery(bookingsQuery(domainId, branchId, inHouseView));
  const shown = inHouse.data?.Bookings;
  const total = inHouse.data?.Count ?? 0;
  return (
    <TodayList
      title="In house"
      description="Guests checked in and not yet out."
      items={shown}
      total={inHouse.data?.Count}
      query={inHouse}
      itemKey={(booking) => booking.Id}
      empty="Nobody is in house."
      more={
        total > (shown?.length ?? 0) && (
          <Anchor component={Link} to="/admin/bookings?inHouse=true" size="sm">
            All {total} guests in house
          </Anchor>
        )
      }
    >
      {(booking) =>
        stayLine(
          props,
          subjectOf(booking),
          <>
            until <ZonedDate iso={booking.CheckoutDate} timeZone={today?.TimeZone ?? "UTC"} />
          </>,
          { action: "checkOut", label: "Check out" },
        )
      }
    </TodayList>
  );
}
