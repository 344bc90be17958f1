import { GUEST_FIELDS, type GuestField, type GuestFields, guestField as spec } from "./booking-guest.js";
import { listedNames } from "./booking-values.js";

// A reservation may leave the guest's registration for the check-in (CONTRACT, "Front desk
// corrections"): which fields those are is the guest's declaration, `registration`.

/** What a reservation may leave out and a check-in needs, in the order a refusal names them. */
export type RegistrationField = {
  [F in GuestField]: GuestFields[F] extends { registration: string } ? F : never;
}[GuestField];
export const REGISTRATION_FIELDS = GUEST_FIELDS.filter(
  (field) => spec(field).registration !== undefined,
) as readonly RegistrationField[];

/** A booking's registration fields, and nothing else. */
export const registrationOf = (booking: Record<RegistrationField, string>) =>
  Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, booking[field]])) as Record<
    RegistrationField,
    string
  >;

/** The registration fields a booking holds empty: what it lacks to check in. */
export const missingRegistration = (booking: Record<RegistrationField, string>) =>
  REGISTRATION_FIELDS.filter((field) => booking[field].trim() === "");

/** Fields as SPEC's messages name them: otherName, guestId, guestIdURL. */
export const registrationNamesOf = (fields: readonly RegistrationField[]) =>
  fields.map((field) => spec(field).registration ?? field);
/** 'otherName, guestId and guestIdURL'. */
export const registrationText = (fields: readonly RegistrationField[]) =>
  listedNames(registrationNamesOf(fields));

/**
 * The text of the first registration field a booking past its check-in lacks, in SPEC's order
 * (its walk-in's rules: the text a blank value gets), or undefined when it has them all.
 */
export function unregistered(booking: Record<RegistrationField, string>): string | undefined {
  const lacking = missingRegistration(booking).sort((a, b) => spec(a).checked - spec(b).checked)[0];
  return lacking && spec(lacking).walkIn.safeParse("").error?.issues[0]?.message;
}
