import { TEXT_MAX } from "./constants.js";

// The rules of a booking's guest fields a form shows before sending; no zod, as constants.ts.

export const PHONE_LENGTH = 11;
/** The digits of an international number (E.164 allows 15), after its '+'. */
export const PHONE_DIGITS = { min: 8, max: 15 } as const;
export const GUEST_ID_URL_MAX = 2000;
/** The longest value each text field of a booking takes, for forms to say before it is reached. */
export const BOOKING_TEXT_MAX = {
  FirstName: TEXT_MAX,
  LastName: TEXT_MAX,
  OtherName: TEXT_MAX,
  Phone: TEXT_MAX,
  Email: TEXT_MAX,
  GuestId: TEXT_MAX,
  GuestIdUrl: GUEST_ID_URL_MAX,
  SuiteCode: TEXT_MAX,
  AdditionalGuest: TEXT_MAX,
} as const;

/**
 * What a reservation may leave out and a check-in needs (CONTRACT, "Front desk corrections"), in
 * the order a refusal names them, with the names SPEC's messages give them.
 */
export const REGISTRATION_FIELDS = ["OtherName", "GuestId", "GuestIdType", "GuestIdUrl"] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
const registrationNames: Record<RegistrationField, string> = {
  OtherName: "otherName",
  GuestId: "guestId",
  GuestIdType: "guestIdType",
  GuestIdUrl: "guestIdURL",
};

/** The registration fields a booking holds empty: what it lacks to check in. */
export const missingRegistration = (booking: Record<RegistrationField, string>) =>
  REGISTRATION_FIELDS.filter((field) => booking[field].trim() === "");

/** Fields as SPEC's messages name them: `guestIdURL` for `GuestIdUrl`. */
export const registrationNamesOf = (fields: readonly RegistrationField[]) =>
  fields.map((field) => registrationNames[field]);

/** Fields as SPEC's messages name them: 'otherName, guestId and guestIdURL'. */
export function registrationText(fields: readonly RegistrationField[]) {
  const names = registrationNamesOf(fields);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

/**
 * A guest's phone: SPEC's 11 characters, or an international number, '+' then 8 to 15 digits with
 * single spaces or hyphens between them ('+971 50 123 4567').
 */
export function isPhone(value: string) {
  const phone = value.trim();
  if (!phone.startsWith("+")) return phone.length === PHONE_LENGTH;
  const digits = phone.replace(/\D/g, "").length;
  return /^\+\d(?:[ -]?\d)*$/.test(phone) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}
