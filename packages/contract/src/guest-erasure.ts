import { z } from "zod";
import { auditEntry } from "./audit.js";
import { booking } from "./booking-bodies.js";
import { BOOKING_TRANSITIONS } from "./booking-statuses.js";
import { declareCalls } from "./call.js";
import { declareRefusals, ErrorCode, invalid, refusal } from "./errors.js";
import { folioEntry, invoice } from "./folios.js";
import { guestProfile } from "./guest-profiles.js";
import { domainRowParams } from "./paging.js";
import { Permission } from "./permissions.js";

/** What an anonymized guest's names read; their other personal fields are emptied (CONTRACT, "Guests"). */
export const ANONYMISED = "Anonymised";

/** A stay not over (reserved or in house): while a guest has one, they cannot be anonymized. */
export const STAYING_STATUSES = BOOKING_TRANSITIONS.move.from;

export const GuestErasureMessage = {
  hasStay:
    "this guest has a reservation or is in house; anonymize them once the stay has ended or been cancelled",
  anonymized: "this guest was anonymized and cannot be booked; book them as a new guest",
} as const;

export const GuestErasureRefusal = declareRefusals("guestErasure", {
  hasStay: refusal(409, ErrorCode.guestHasStay, GuestErasureMessage.hasStay),
  anonymized: invalid(GuestErasureMessage.anonymized),
});

/** What an anonymization did: no personal value, so that its own audit entry holds none. */
export const guestAnonymized = z.object({
  Id: z.string(),
  DomainId: z.string(),
  AnonymizedAt: z.string(),
  /** The profiles merged into this one, the same person, anonymized with it (docs/decisions). */
  Merged: z.array(z.string()),
  /** The bookings whose guest was anonymized, and the ID scans deleted. */
  Bookings: z.number().int(),
  Scans: z.number().int(),
});
export type GuestAnonymized = z.infer<typeof guestAnonymized>;

/** A profile as stored: its fields without the counts worked out from its bookings. */
export const storedGuest = guestProfile
  .omit({ Stays: true, Nights: true, LastStay: true })
  .extend({ CreatedAt: z.string() });

/** A stay as stored: the booking's answer and the front desk's note. */
export const exportedBooking = booking.extend({ Notes: z.string() });

/** A guest ID scan's record; its bytes are read at the booking's `GuestIdUrl`. */
export const exportedScan = z.object({
  Id: z.string(),
  BookingId: z.string().nullable(),
  ContentType: z.string(),
  Size: z.number().int(),
  CreatedAt: z.string(),
});

/** An entry of a stay's folio, with the folio and the stay it belongs to. */
export const exportedFolioEntry = folioEntry
  .omit({ Remaining: true })
  .extend({ FolioId: z.string(), BookingId: z.string() });

/**
 * Everything held about a guest (GDPR article 15): the profile and those merged into it, their
 * stays, ID scans, the entries of their stays' folios and their invoices, and the audit entries
 * about them (oldest first).
 */
export const guestExport = z.object({
  ExportedAt: z.string(),
  Guest: storedGuest,
  Merged: z.array(storedGuest),
  Bookings: z.array(exportedBooking),
  IdScans: z.array(exportedScan),
  FolioEntries: z.array(exportedFolioEntry),
  Invoices: z.array(invoice),
  AuditEntries: z.array(auditEntry),
});
export type GuestExport = z.infer<typeof guestExport>;

/** The file name an export is downloaded as. */
export const guestExportFileName = (guestId: string) => `guest-${guestId}.json`;

const guestPath = "/api/v1/domains/guests";

/**
 * Erasure and access (GDPR articles 17 and 15). Both need ERASE_GUESTS besides the profiles'
 * MANAGE_GUESTS: an export holds the guest's audit entries too (docs/decisions).
 */
const eraseGuests = [Permission.MANAGE_GUESTS, Permission.ERASE_GUESTS];

export const guestErasureCalls = declareCalls("guestErasure", {
  anonymize: {
    method: "POST",
    path: `${guestPath}/:domainId/:guestId/anonymize`,
    params: domainRowParams("guestId"),
    answer: guestAnonymized,
    permissions: eraseGuests,
    audit: { entity: "guest", action: "anonymize" },
  },
  export: {
    method: "GET",
    path: `${guestPath}/:domainId/:guestId/export`,
    params: domainRowParams("guestId"),
    answer: guestExport,
    permissions: eraseGuests,
  },
});
