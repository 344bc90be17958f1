import type { BookingStatus, Housekeeping } from "@concierge/contract";
import { localeOf, type MessageKey, translate } from "../../lib/i18n";
import { noteExcerpt } from "../bookings";
import styles from "./rack.module.css";
import { formatDay } from "./rack-formats";

/** How each status reads on a bar, in its label and in words for screen readers. */
export const stayStatusLabels: Record<BookingStatus, MessageKey> = {
  reserved: "bookings.status.reserved",
  "in-house": "bookings.status.inHouse",
  "checked-out": "bookings.status.checkedOut",
  cancelled: "bookings.status.cancelled",
  "no-show": "bookings.status.noShow",
};

export const statusClass = (status: BookingStatus) => styles[status] ?? "";

export const housekeepingLabels: Record<Housekeeping, MessageKey> = {
  clean: "rack.housekeeping.clean",
  dirty: "rack.housekeeping.dirty",
  inspected: "rack.housekeeping.inspected",
};

/** A label inside a sentence: "reserved", "clean". */
export const lowerCased = (key: MessageKey) => translate(key).toLocaleLowerCase(localeOf());

/**
 * "Adèle Okafor, room A5, 24 Nov to 26 Nov, reserved", then the start of its note if it has one:
 * what a bar says to a screen reader, and its tooltip.
 */
export const stayName = (
  stay: { Guest: string; SuiteCode: string; Status: BookingStatus; Notes: string },
  arrival: string,
  departure: string,
) => {
  const name = translate("rack.stayName", {
    guest: stay.Guest,
    room: stay.SuiteCode,
    from: formatDay(arrival),
    to: formatDay(departure),
    status: lowerCased(stayStatusLabels[stay.Status]),
  });
  return stay.Notes === "" ? name : translate("rack.stayNote", { name, note: noteExcerpt(stay.Notes) });
};

/** "Out of order, room A5, 24 Nov to 26 Nov: leak in the bathroom" */
export const blockName = (block: { SuiteCode: string; From: string; To: string; Reason: string }) =>
  translate("rack.blockName", {
    room: block.SuiteCode,
    from: formatDay(block.From),
    to: formatDay(block.To),
    reason: block.Reason,
  });
