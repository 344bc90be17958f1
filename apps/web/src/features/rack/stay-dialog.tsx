import {
  daysBetween,
  type RackStay,
  type StatusAction,
  statusActions,
  statusAllows,
} from "@concierge/contract";
import { Badge, Button, DataList, Divider, Group, Modal, Stack } from "@mantine/core";
import { IconArrowsExchange, IconCalendarEvent } from "@tabler/icons-react";
import { useState } from "react";
import { useFadingSubject } from "../../lib/fading-subject";
import { localeOf, useT } from "../../lib/i18n";
import { RecordHistory } from "../audit";
import { bookingStatus, GuestProfileLink, statusActionLabels } from "../bookings";
import { FolioLink } from "../folios";
import { formatClock, formatLongDay } from "./rack-formats";
import type { StayBar } from "./rack-layout";
import { StayDepartureForm } from "./stay-departure-form";
import { StayMoveForm } from "./stay-move-form";

type Mode = "details" | "move" | "departure";

interface StayDialogProps {
  /** The stay shown; none closes the dialog. */
  bar: StayBar | undefined;
  /** The stay's branch, whose free rooms a move offers. */
  at: { domainId: string; branchId: string };
  /** The suite of the stay's room: an extension takes its prices. */
  suiteId: string | undefined;
  timeZone: string;
  canWrite: boolean;
  onMove: (stay: RackStay, code: string) => Promise<unknown>;
  onDepart: (stay: RackStay, day: string) => Promise<unknown>;
  onAction: (action: StatusAction, stay: RackStay) => void;
  onClose: () => void;
}

/** A stay's details and everything the rack can do with it, also without dragging. */
export function StayDialog({
  bar,
  at,
  suiteId,
  timeZone,
  canWrite,
  onMove,
  onDepart,
  onAction,
  onClose,
}: StayDialogProps) {
  const [shown, forget] = useFadingSubject(bar);
  const t = useT();
  const moment = (day: string, instant: string) =>
    t("rack.stay.moment", { day: formatLongDay(day), time: formatClock(instant, timeZone) });
  const [mode, setMode] = useState<Mode>("details");
  const exited = () => {
    forget();
    setMode("details");
  };
  const stay = shown?.stay;
  const movable = stay !== undefined && statusAllows("move", stay.Status);

  return (
    <Modal
      opened={bar !== undefined}
      onClose={onClose}
      onExitTransitionEnd={exited}
      title={stay ? t("rack.stay.title", { guest: stay.Guest }) : t("rack.stay.untitled")}
      closeButtonProps={{ "aria-label": t("action.close") }}
    >
      {shown && stay && (
        <Stack>
          <DataList labelWidth={110} withDivider>
            {[
              [t("rack.stay.guest"), stay.Guest],
              [t("rack.stay.room"), stay.SuiteCode],
              [t("bookings.field.arrival"), moment(shown.arrival, stay.CheckinDate)],
              [t("bookings.field.departure"), moment(shown.departure, stay.CheckoutDate)],
              [
                t("rack.nights"),
                Math.max(daysBetween(shown.arrival, shown.departure), 1).toLocaleString(localeOf()),
              ],
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
            {stay.Notes !== "" && (
              <DataList.Item>
                <DataList.ItemLabel>{t("bookings.field.notes")}</DataList.ItemLabel>
                <DataList.ItemValue style={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
                  {stay.Notes}
                </DataList.ItemValue>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.ItemLabel>{t("bookings.field.status")}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Badge variant="dot" color={bookingStatus(stay).color} tt="none">
                  {bookingStatus(stay).label}
                </Badge>
              </DataList.ItemValue>
            </DataList.Item>
          </DataList>
          {mode === "move" && (
            <StayMoveForm
              at={at}
              stay={stay}
              nights={{ arrival: shown.arrival, departure: shown.departure, timeZone }}
              onMove={(code) => onMove(stay, code)}
              onDone={onClose}
              onCancel={() => setMode("details")}
            />
          )}
          {mode === "departure" && (
            <StayDepartureForm
              at={{ ...at, bookingId: stay.BookingId, suiteId }}
              arrival={shown.arrival}
              departure={shown.departure}
              timeZone={timeZone}
              onChange={(day) => onDepart(stay, day)}
              onDone={onClose}
              onCancel={() => setMode("details")}
            />
          )}
          {mode === "details" && canWrite && (
            <>
              <Divider />
              <Group gap="xs">
                {statusActions[stay.Status].map((action) => (
                  <Button
                    key={action}
                    variant="light"
                    color={statusActionLabels[action].color}
                    onClick={() => onAction(action, stay)}
                  >
                    {t(statusActionLabels[action].label)}
                  </Button>
                ))}
              </Group>
              {movable && (
                <Group gap="xs">
                  <Button
                    variant="default"
                    leftSection={<IconArrowsExchange size={16} />}
                    onClick={() => setMode("move")}
                  >
                    {t("rack.stay.moveTo")}
                  </Button>
                  <Button
                    variant="default"
                    leftSection={<IconCalendarEvent size={16} />}
                    onClick={() => setMode("departure")}
                  >
                    {t("rack.stay.changeDeparture")}
                  </Button>
                </Group>
              )}
            </>
          )}
          {mode === "details" && (
            <>
              <GuestProfileLink booking={{ DomainId: at.domainId, Id: stay.BookingId }} />
              <FolioLink bookingId={stay.BookingId} />
              <RecordHistory entity="booking" entityId={stay.BookingId} />
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
