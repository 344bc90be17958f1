import type { Db } from "../../db/client.js";
import { presentedNow } from "../../lib/audit.js";
import { findBooking } from "./holding.js";
import { presentBooking } from "./present.js";

/** A booking as the audit trail compares it, before and after a write. */
export const readBooking = (db: Db, domainId: string, bookingId: string) =>
  presentedNow([domainId, bookingId], async () => presentBooking(await findBooking(db, domainId, bookingId)));

/** The booking a path names (`…/:domainId/:bookingId…`), for the calls that change its status. */
export const bookingOfPath = {
  read: (db: Db, { params }: { params: { domainId: string; bookingId: string } }) =>
    readBooking(db, params.domainId, params.bookingId),
};
