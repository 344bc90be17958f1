// The values a booking's guest fields take, as a form shows them before sending; no zod, as
// constants.ts.

export const BOOKING_TITLES = ["Mr", "Mrs", "Miss"] as const;
export const GUEST_ID_TYPES = ["drivers licence", "Passport", "National ID card"] as const;
export const ADDITIONAL_GUESTS_MAX = 20;
export const PHONE_LENGTH = 11;
/** The digits of an international number (E.164 allows 15), after its '+'. */
export const PHONE_DIGITS = { min: 8, max: 15 } as const;
export const GUEST_ID_URL_MAX = 2000;
/** The longest note a booking takes (requests, a late arrival), as a guest profile's notes. */
export const BOOKING_NOTES_MAX = 2000;

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

/** SPEC section 5: an additional guest's full name holds letters (with their accents), hyphens and spaces only. */
export const isGuestName = (name: string) => /^[\p{L}\p{M}\- ]+$/u.test(name) && name.trim() !== "";

/** Names as a sentence lists them: 'otherName, guestId and guestIdURL'. */
export const listedNames = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
