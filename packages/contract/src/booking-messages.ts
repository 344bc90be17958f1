import {
  ADDITIONAL_GUESTS_MAX,
  BOOKING_NOTES_MAX,
  BOOKING_TITLES,
  GUEST_ID_TYPES,
  listedNames,
  PHONE_DIGITS,
  PHONE_LENGTH,
} from "./booking-values.js";
import { zonedTime } from "./zones-and-money.js";

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
  ratePlanId: "RatePlanId must be a rate plan's id",
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
  notes: "Notes must be a text",
  notesMax: `Notes must be at most ${BOOKING_NOTES_MAX} characters`,
  checkoutPast: "CheckoutDate must not be in the past",
  tooLong: (maxNights: number) => `a stay may last at most ${maxNights} nights`,
  /** `names` as SPEC's messages name the fields: 'otherName, guestId and guestIdURL'. */
  registrationIncomplete: (names: readonly string[]) =>
    `to check in, the guest's ${listedNames(names)} ${names.length > 1 ? "are" : "is"} required`,
  deleted: "booking cancelled",
  checkedOutNotice: (code: string) => `checked out of ${code}`,
} as const;
