import { z } from "zod";
import {
  GUEST_ID_URL_MAX,
  isPhone,
  PHONE_DIGITS,
  PHONE_LENGTH,
  type RegistrationField,
  registrationNamesOf,
  registrationText,
} from "./booking-guest.js";
import { declareCalls, removal } from "./call.js";
import { optionalText, requiredText, TEXT_MAX } from "./common.js";
import { declareRefusals, ErrorCode, invalid, missing, refusal } from "./errors.js";
import { idField, isImageUrl } from "./ids.js";
import { choicesParam, dayParam, searchParam, sortParam, textParam } from "./lists.js";
import { branchPageParams, domainRowParams, pagedList } from "./paging.js";
import { Permission } from "./permissions.js";
import { zonedTime } from "./zones-and-money.js";

export const BOOKING_TITLES = ["Mr", "Mrs", "Miss"] as const;
/** CONTRACT, "Booking statuses and reservations". */
export const BOOKING_STATUSES = ["reserved", "in-house", "checked-out", "cancelled", "no-show"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** The statuses whose stay holds its room. */
export const HOLDING_STATUSES = ["reserved", "in-house", "checked-out"] as const satisfies BookingStatus[];
export const GUEST_ID_TYPES = ["drivers licence", "Passport", "National ID card"] as const;
export const ADDITIONAL_GUESTS_MAX = 20;
/**
 * The text of the first registration field a booking past its check-in lacks, in SPEC's order
 * (its walk-in's rules), or undefined when it has them all.
 */
export function unregistered(booking: Record<RegistrationField, string>): string | undefined {
  const inSpecOrder = [
    ["OtherName", BookingMessage.otherName],
    ["GuestId", BookingMessage.guestId],
    ["GuestIdUrl", BookingMessage.guestIdUrl],
    ["GuestIdType", BookingMessage.guestIdType],
  ] as const;
  return inSpecOrder.find(([field]) => booking[field].trim() === "")?.[1];
}

export const BookingMessage = {
  checkoutDate: "CheckoutDate is required",
  checkoutTime: "CheckoutTime is required",
  checkoutDateFormat: "CheckoutDate must be a date and time",
  checkoutAfterCheckin: "CheckoutDate must be after the check-in",
  firstName: "firstName is required",
  lastName: "lastName is required",
  otherName: "otherName is required",
  title: "Title is required",
  titleOption: `Title must be one of ${BOOKING_TITLES.join(", ")}`,
  phone: "phone is required",
  phoneLength: `phone must be exactly ${PHONE_LENGTH} characters`,
  phoneInternational: `phone must be + then ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits, spaces and hyphens allowed between them`,
  phoneOrEmail: "phone or email is required",
  email: "email is required",
  emailFormat: "email must be a valid email",
  guestId: "guestId is required",
  guestIdUrl: "guestIdURL is required",
  guestIdUrlFormat: "guestIdURL must be a valid url",
  branchId: "branchId is required",
  code: "code is required",
  domainId: "domainId is required",
  guestIdType: "guestIdType is required",
  guestIdTypeOption: `guestIdType must be one of ${GUEST_ID_TYPES.join(", ")}`,
  guestName: "additional guest names hold only letters, hyphens and spaces",
  guestsMax: `at most ${ADDITIONAL_GUESTS_MAX} additional guests`,
  id: "Id is required",
  notFound: "booking not found",
  notARoom: (code: string) => `code ${code} is not a room of this branch`,
  /** `freeFrom` on the branch's clock, its zone named. */
  taken: (code: string, freeFrom: Date, timeZone: string) =>
    `room ${code} is already booked for that stay; it is free from ${zonedTime(freeFrom, timeZone)}`,
  checkedOut: "this guest has already checked out",
  checkinDate: "CheckinDate is required",
  checkinDateFormat: "CheckinDate must be a date and time",
  checkinPast: "CheckinDate must not be in the past",
  notYetArrived: (day: string) =>
    `this reservation arrives on ${day}; it cannot be checked in or marked a no-show before`,
  notReserved: (status: string) =>
    `only a reservation can be checked in or marked a no-show; this booking is ${status}`,
  notInHouse: (status: string) => `only a guest in house can check out; this booking is ${status}`,
  notCancellable: (status: string) => `this booking is ${status} and cannot be cancelled`,
  notMovable: (status: string) =>
    `only a reservation or a guest in house can be moved; this booking is ${status}`,
  moveNothing: "a move names a room (SuiteCode), a departure (CheckoutDate) or both",
  keepRate: "KeepRate must be true or false",
  checkoutPast: "CheckoutDate must not be in the past",
  tooLong: (maxNights: number) => `a stay may last at most ${maxNights} nights`,
  registrationIncomplete: (fields: readonly RegistrationField[]) =>
    `to check in, the guest's ${registrationText(fields)} ${fields.length > 1 ? "are" : "is"} required`,
  deleted: "booking cancelled",
  checkedOutNotice: (code: string) => `checked out of ${code}`,
} as const;

export const BookingRefusal = declareRefusals("bookings", {
  notFound: missing(BookingMessage.notFound),
  notARoom: (code: string) => refusal(400, ErrorCode.notARoom, BookingMessage.notARoom(code), { room: code }),
  checkoutAfterCheckin: invalid(BookingMessage.checkoutAfterCheckin),
  taken: (code: string, freeFrom: Date, timeZone: string) =>
    refusal(409, ErrorCode.roomTaken, BookingMessage.taken(code, freeFrom, timeZone), {
      room: code,
      freeFrom: zonedTime(freeFrom, timeZone),
    }),
  checkedOut: refusal(409, ErrorCode.alreadyCheckedOut, BookingMessage.checkedOut),
  checkinPast: invalid(BookingMessage.checkinPast),
  notYetArrived: (day: string) =>
    refusal(409, ErrorCode.wrongStatus, BookingMessage.notYetArrived(day), { day }),
  notReserved: (status: string) =>
    refusal(409, ErrorCode.wrongStatus, BookingMessage.notReserved(status), { status }),
  notInHouse: (status: string) =>
    refusal(409, ErrorCode.wrongStatus, BookingMessage.notInHouse(status), { status }),
  notCancellable: (status: string) =>
    refusal(409, ErrorCode.wrongStatus, BookingMessage.notCancellable(status), { status }),
  notMovable: (status: string) =>
    refusal(409, ErrorCode.wrongStatus, BookingMessage.notMovable(status), { status }),
  checkoutPast: invalid(BookingMessage.checkoutPast),
  tooLong: (maxNights: number) => invalid(BookingMessage.tooLong(maxNights), { nights: maxNights }),
  registrationIncomplete: (fields: readonly RegistrationField[]) => ({
    ...refusal(409, ErrorCode.registrationIncomplete, BookingMessage.registrationIncomplete(fields), {
      fields: registrationNamesOf(fields),
      count: fields.length,
    }),
    fields,
  }),
});

/** SPEC section 5: an additional guest's full name holds letters (with their accents), hyphens and spaces only. */
export const isGuestName = (name: string) => /^[\p{L}\p{M}\- ]+$/u.test(name) && name.trim() !== "";

const oneOf = <const Options extends readonly [string, ...string[]]>(
  options: Options,
  missing: string,
  wrong: string,
) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .refine((value) => (options as readonly string[]).includes(value), wrong);

/** The phone's rule after its presence: an international number's own text when it starts with '+'. */
const phoneRule = <T extends z.ZodType<string>>(text: T) =>
  text
    .refine((value) => value === "" || value.startsWith("+") || isPhone(value), BookingMessage.phoneLength)
    .refine((value) => !value.startsWith("+") || isPhone(value), BookingMessage.phoneInternational);
const emailRule = z.email();

const checkoutDate = z
  .string({ error: BookingMessage.checkoutDate })
  .trim()
  .min(1, BookingMessage.checkoutDate)
  .pipe(z.iso.datetime({ offset: true, error: BookingMessage.checkoutDateFormat }));
const suiteCode = requiredText("code", BookingMessage.code);

// Keys in the order SPEC section 5 lists the rules: the first failing one is the one reported.
const fields = {
  CheckoutDate: checkoutDate,
  FirstName: requiredText("firstName", BookingMessage.firstName),
  LastName: requiredText("lastName", BookingMessage.lastName),
  OtherName: requiredText("otherName", BookingMessage.otherName),
  Title: oneOf(BOOKING_TITLES, BookingMessage.title, BookingMessage.titleOption),
  Phone: phoneRule(requiredText("phone", BookingMessage.phone)),
  Email: requiredText("email", BookingMessage.email).pipe(z.email(BookingMessage.emailFormat)),
  GuestId: requiredText("guestId", BookingMessage.guestId),
  GuestIdUrl: requiredText("guestIdURL", BookingMessage.guestIdUrl, GUEST_ID_URL_MAX).refine(
    isImageUrl,
    BookingMessage.guestIdUrlFormat,
  ),
  BranchId: idField(BookingMessage.branchId),
  SuiteCode: suiteCode,
  DomainId: idField(BookingMessage.domainId),
  GuestIdType: oneOf(GUEST_ID_TYPES, BookingMessage.guestIdType, BookingMessage.guestIdTypeOption),
  AdditionalGuests: z
    .array(
      z
        .string({ error: BookingMessage.guestName })
        .trim()
        .max(TEXT_MAX, `additional guest names must be at most ${TEXT_MAX} characters`)
        .refine(isGuestName, BookingMessage.guestName),
      { error: BookingMessage.guestName },
    )
    .max(ADDITIONAL_GUESTS_MAX, BookingMessage.guestsMax)
    .default([]),
};

/**
 * A reservation's guest (CONTRACT, "Front desk corrections"): the walk-in's fields, where the
 * registration fields and one of phone or email may be left out (absent or blank: stored empty).
 */
const reservationFields = {
  ...fields,
  OtherName: optionalText("otherName", BookingMessage.otherName),
  Phone: phoneRule(optionalText("phone", BookingMessage.phone)),
  Email: optionalText("email", BookingMessage.email).refine(
    (value) => value === "" || emailRule.safeParse(value).success,
    BookingMessage.emailFormat,
  ),
  GuestId: optionalText("guestId", BookingMessage.guestId),
  GuestIdUrl: optionalText("guestIdURL", BookingMessage.guestIdUrl, GUEST_ID_URL_MAX).refine(
    (value) => value === "" || isImageUrl(value),
    BookingMessage.guestIdUrlFormat,
  ),
  GuestIdType: optionalText("guestIdType", BookingMessage.guestIdType).refine(
    (value) => value === "" || (GUEST_ID_TYPES as readonly string[]).includes(value),
    BookingMessage.guestIdTypeOption,
  ),
};
// Reported on Phone: a refusal at the body's root reads only 'must be a JSON object'.
const phoneOrEmail = {
  message: BookingMessage.phoneOrEmail,
  path: ["Phone"],
};
const reachable = (body: { Phone: string; Email: string }) => body.Phone !== "" || body.Email !== "";

/** `CheckinDate`, `BookedDate`, `CheckedIn` and `CheckedOut` may be sent; the server sets them. */
export const bookingCreateBody = z.object(fields);
export type BookingCreateBody = z.input<typeof bookingCreateBody>;
/**
 * An edit takes a reservation's fields: a reservation may still lack its registration, which the
 * server requires of a booking past its check-in, in SPEC's order.
 */
export const bookingUpdateBody = z
  .object({ ...reservationFields, Id: idField(BookingMessage.id) })
  .refine(reachable, phoneOrEmail);
/** A reservation: the guest's name and a way to reach them, the planned arrival, now or later. */
export const reservationBody = z
  .object({
    CheckinDate: z
      .string({ error: BookingMessage.checkinDate })
      .trim()
      .min(1, BookingMessage.checkinDate)
      .pipe(z.iso.datetime({ offset: true, error: BookingMessage.checkinDateFormat })),
    ...reservationFields,
  })
  .refine(reachable, phoneOrEmail);
export type ReservationBody = z.input<typeof reservationBody>;
export type BookingUpdateBody = z.input<typeof bookingUpdateBody>;

/**
 * A move (CONTRACT, "Front desk corrections"): another room of the branch and/or another
 * departure, and nothing else of the booking. A room of another suite takes that suite's price
 * unless `KeepRate`.
 */
export const bookingMoveBody = z
  .object({
    SuiteCode: suiteCode.optional(),
    CheckoutDate: checkoutDate.optional(),
    KeepRate: z.boolean({ error: BookingMessage.keepRate }).optional(),
  })
  // Reported on SuiteCode: a refusal at the body's root reads only 'must be a JSON object'.
  .refine((body) => body.SuiteCode !== undefined || body.CheckoutDate !== undefined, {
    message: BookingMessage.moveNothing,
    path: ["SuiteCode"],
  });
export type BookingMoveBody = z.input<typeof bookingMoveBody>;

export const booking = z.object({
  Id: z.string(),
  DomainId: z.string(),
  BranchId: z.string(),
  Title: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  OtherName: z.string(),
  Phone: z.string(),
  Email: z.string(),
  SuiteCode: z.string(),
  AdditionalGuests: z.array(z.string()),
  GuestId: z.string(),
  GuestIdType: z.string(),
  GuestIdUrl: z.string(),
  CheckinDate: z.string(),
  CheckoutDate: z.string(),
  BookedDate: z.string(),
  Status: z.enum(BOOKING_STATUSES),
  CheckedIn: z.boolean(),
  CheckedOut: z.boolean(),
  /** When the guest checked out, or null while in house. */
  CheckedOutDate: z.string().nullable(),
  /** The suite's price per night when the booking was made, in the domain's currency. */
  Rate: z.number(),
});
export type Booking = z.infer<typeof booking>;
export const bookingPage = pagedList("Bookings", booking);

/** The fields a bookings list may be sorted by (CONTRACT, "Lists: search, sort, filter, export"). */
export const BOOKING_SORTS = [
  "FirstName",
  "LastName",
  "SuiteCode",
  "Email",
  "Phone",
  "CheckinDate",
  "CheckoutDate",
  "BookedDate",
  "CheckedOutDate",
  "Status",
  "Rate",
] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];

/**
 * `?inHouse=true` lists only guests who have not checked out; `q` finds guests by name, phone,
 * email, id or room; `status` (cancelled ones only when asked), `from`/`to` (stays overlapping those
 * days in the branch's zone) and `category` filter; `sort` orders.
 */
export const bookingListQuery = z.object({
  inHouse: z.enum(["true", "false"], { error: "inHouse must be true or false" }).optional(),
  q: searchParam,
  sort: sortParam(BOOKING_SORTS),
  status: choicesParam("status", BOOKING_STATUSES),
  from: dayParam("from"),
  to: dayParam("to"),
  category: textParam("category"),
});
export type BookingListQuery = z.input<typeof bookingListQuery>;

const bookingPath = "/api/v1/domains/branches/bookings";
const reservationPath = "/api/v1/domains/branches/reservations";
const manage = [Permission.MANAGE_BOOKINGS];
const bookingParams = domainRowParams("bookingId");

export const bookingCalls = declareCalls("bookings", {
  list: {
    method: "GET",
    path: `${bookingPath}/:domainId/:branchId/:page/:pageSize`,
    params: branchPageParams,
    query: bookingListQuery,
    answer: bookingPage,
  },
  /** A walk-in: the guest is checked in now. */
  create: {
    method: "POST",
    path: bookingPath,
    body: bookingCreateBody,
    status: 201,
    idempotent: true,
    answer: booking,
    permissions: manage,
    audit: { entity: "booking" },
  },
  /** A booking for a later arrival: it holds its room from then, 'reserved' until checked in. */
  reserve: {
    method: "POST",
    path: reservationPath,
    body: reservationBody,
    status: 201,
    idempotent: true,
    answer: booking,
    permissions: manage,
    audit: { entity: "booking" },
  },
  /** One booking, whatever its status. */
  get: { method: "GET", path: `${bookingPath}/:domainId/:bookingId`, params: bookingParams, answer: booking },
  update: {
    method: "PUT",
    path: bookingPath,
    body: bookingUpdateBody,
    answer: booking,
    permissions: manage,
    audit: { entity: "booking" },
  },
  /** Moves a reserved or in-house stay to another room and/or departure; only what it names changes. */
  move: {
    method: "POST",
    path: `${bookingPath}/:domainId/:bookingId/move`,
    params: bookingParams,
    body: bookingMoveBody,
    answer: booking,
    permissions: manage,
    audit: { entity: "booking", action: "update" },
  },
  checkIn: {
    method: "POST",
    path: `${bookingPath}/:domainId/:bookingId/checkin`,
    params: bookingParams,
    answer: booking,
    permissions: manage,
    audit: { entity: "booking", action: "checkin" },
  },
  noShow: {
    method: "POST",
    path: `${bookingPath}/:domainId/:bookingId/noshow`,
    params: bookingParams,
    answer: booking,
    permissions: manage,
    audit: { entity: "booking", action: "noshow" },
  },
  checkOut: {
    method: "POST",
    path: `${bookingPath}/:domainId/:bookingId/checkout`,
    params: bookingParams,
    answer: booking,
    permissions: manage,
    audit: { entity: "booking", action: "checkout" },
  },
  /** Cancels a booking: it stays, 'cancelled', and its room is free again. */
  cancel: { ...removal(bookingPath, "bookingId", manage), audit: { entity: "booking", action: "cancel" } },
});
