import type { BookingStatus, Housekeeping, StatusAction } from "@concierge/contract";
import { statusActions } from "@concierge/contract";
import { ActionIcon } from "@mantine/core";
import { type Icon, IconCalendarX, IconDoorEnter, IconDoorExit, IconUserX } from "@tabler/icons-react";
import { type MessageKey, useT } from "../../lib/i18n";
import type { BookingSubject } from "./api";
import { BookingCancelDialog } from "./booking-cancel-dialog";
import { BookingCheckInDialog } from "./booking-checkin-dialog";
import { BookingCheckoutDialog } from "./booking-checkout-dialog";
import { subjectName } from "./booking-labels";
import { BookingNoShowDialog } from "./booking-noshow-dialog";

/**
 * Each action's words (its button and its dialog's confirm say them; `named`, with the booking's
 * name, is an icon button's) and icon.
 */
export const statusActionLabels: Record<
  StatusAction,
  { label: MessageKey; named: MessageKey; icon: Icon; color: string }
> = {
  checkIn: {
    label: "bookings.action.checkIn",
    named: "bookings.action.checkIn.named",
    icon: IconDoorEnter,
    color: "teal",
  },
  noShow: {
    label: "bookings.action.noShow",
    named: "bookings.action.noShow.named",
    icon: IconUserX,
    color: "orange",
  },
  checkOut: {
    label: "bookings.action.checkOut",
    named: "bookings.action.checkOut.named",
    icon: IconDoorExit,
    color: "orange",
  },
  cancel: {
    label: "bookings.action.cancel",
    named: "bookings.action.cancel.named",
    icon: IconCalendarX,
    color: "red",
  },
};

/**
 * A status change asked for, waiting for its dialog's confirmation; the room's housekeeping state
 * when the asker knows it (the rack), else the check-in dialog looks it up.
 */
export type AskedAction = { action: StatusAction; booking: BookingSubject; housekeeping?: Housekeeping };

interface StatusActionIconsProps {
  booking: BookingSubject;
  status: BookingStatus;
  onAction: (asked: AskedAction) => void;
}

/** A row's status changes as icon buttons named "Check in Ada Obi in A5". */
export function StatusActionIcons({ booking, status, onAction }: StatusActionIconsProps) {
  const t = useT();
  return statusActions[status].map((action) => {
    const { label, named, icon: ActionIconShape, color } = statusActionLabels[action];
    return (
      <ActionIcon
        key={action}
        variant="subtle"
        color={color}
        aria-label={t(named, { name: subjectName(booking) })}
        title={t(label)}
        onClick={() => onAction({ action, booking })}
      >
        <ActionIconShape size={18} />
      </ActionIcon>
    );
  });
}

/** The four status dialogs; the asked action opens its own. */
export function BookingStatusDialogs({ asked, onClose }: { asked?: AskedAction; onClose: () => void }) {
  const subject = (action: StatusAction) => (asked?.action === action ? asked.booking : undefined);
  return (
    <>
      <BookingCheckInDialog
        booking={subject("checkIn")}
        housekeeping={asked?.housekeeping}
        onClose={onClose}
      />
      <BookingNoShowDialog booking={subject("noShow")} onClose={onClose} />
      <BookingCheckoutDialog booking={subject("checkOut")} onClose={onClose} />
      <BookingCancelDialog booking={subject("cancel")} onClose={onClose} />
    </>
  );
}
