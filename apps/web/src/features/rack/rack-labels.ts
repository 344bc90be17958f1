import type { BookingStatus, Housekeeping } from "@concierge/contract";
import styles from "./rack.module.css";
import { formatDay } from "./rack-nights";

/** How each status reads on a bar, in its label and in words for screen readers. */
export const stayStatusLabels: Record<BookingStatus, string> = {
  reserved: "Reserved",
  "in-house": "In house",
  "checked-out": "Checked out",
  cancelled: "Cancelled",
  "no-show": "No-show",
};

export const statusClass = (status: BookingStatus) => styles[status] ?? "";

export const housekeepingLabels: Record<Housekeeping, string> = {
  clean: "Clean",
  dirty: "Dirty",
  inspected: "Inspected",
};

/** "Adèle Okafor, room A5, 24 Nov to 26 Nov, reserved": what a bar says to a screen reader. */
export const stayName = (
  stay: { Guest: string; SuiteCode: string; Status: BookingStatus },
  arrival: string,
  departure: string,
) =>
  `${stay.Guest}, room ${stay.SuiteCode}, ${formatDay(arrival)} to ${formatDay(departure)}, ${stayStatusLabels[stay.Status].toLowerCase()}`;

/** "Out of order, room A5, 24 Nov to 26 Nov: leak in the bathroom" */
export const blockName = (block: { SuiteCode: string; From: string; To: string; Reason: string }) =>
  `Out of order, room ${block.SuiteCode}, ${formatDay(block.From)} to ${formatDay(block.To)}: ${block.Reason}`;
