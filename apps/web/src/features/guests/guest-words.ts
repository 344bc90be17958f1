import type { GuestProfile } from "@concierge/contract";
import { formatDay } from "../../components/zoned-date";

/** The day of the last departure, "25 May 2026", or a dash before any stay. */
export const lastStayOf = (guest: Pick<GuestProfile, "LastStay">) =>
  guest.LastStay ? formatDay(guest.LastStay) : "—";
