import { Permission } from "./permissions.js";

/** CONTRACT, "Booking statuses and reservations". */
export const BOOKING_STATUSES = ["reserved", "in-house", "checked-out", "cancelled", "no-show"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** The statuses whose stay holds its room. */
export const HOLDING_STATUSES = ["reserved", "in-house", "checked-out"] as const satisfies BookingStatus[];

interface Transition {
  /** The statuses a booking may have for the action; the server's guarded update reads them. */
  from: readonly BookingStatus[];
  /** The status it then has; none: it keeps its own. */
  to?: BookingStatus;
  permission: Permission;
}

/**
 * What may happen to a booking of each status (CONTRACT, "Booking statuses and reservations"): the
 * server's guarded updates change only a booking still `from` one of these, and the console offers
 * the status changes (the actions with a `to`) of a booking's status, in this order.
 */
export const BOOKING_TRANSITIONS = {
  checkIn: { from: ["reserved"], to: "in-house", permission: Permission.MANAGE_BOOKINGS },
  noShow: { from: ["reserved"], to: "no-show", permission: Permission.MANAGE_BOOKINGS },
  checkOut: { from: ["in-house"], to: "checked-out", permission: Permission.MANAGE_BOOKINGS },
  cancel: { from: ["reserved", "in-house"], to: "cancelled", permission: Permission.MANAGE_BOOKINGS },
  /** Another room and/or departure for a stay not over. */
  move: { from: ["reserved", "in-house"], permission: Permission.MANAGE_BOOKINGS },
} as const satisfies Record<string, Transition>;

type Transitions = typeof BOOKING_TRANSITIONS;
export type BookingAction = keyof Transitions;
/** The actions that change a booking's status. */
export type StatusAction = {
  [Action in BookingAction]: Transitions[Action] extends { to: BookingStatus } ? Action : never;
}[BookingAction];

/** Whether a booking of `status` may take `action`. */
export const statusAllows = (action: BookingAction, status: BookingStatus) =>
  (BOOKING_TRANSITIONS[action].from as readonly BookingStatus[]).includes(status);

const STATUS_ACTIONS = (Object.keys(BOOKING_TRANSITIONS) as BookingAction[]).filter(
  (action): action is StatusAction => "to" in BOOKING_TRANSITIONS[action],
);

/** The status changes a booking of each status allows, in the table's order. */
export const statusActions = Object.fromEntries(
  BOOKING_STATUSES.map((status) => [
    status,
    STATUS_ACTIONS.filter((action) => statusAllows(action, status)) as readonly StatusAction[],
  ]),
) as Record<BookingStatus, readonly StatusAction[]>;
