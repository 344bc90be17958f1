import { z } from "zod";
import { BookingMessage as Message } from "./booking-messages.js";
import {
  ADDITIONAL_GUESTS_MAX,
  BOOKING_NOTES_MAX,
  BOOKING_TITLES,
  GUEST_ID_TYPES,
  GUEST_ID_URL_MAX,
  isGuestName,
  isPhone,
} from "./booking-values.js";
import { optionalText, requiredText, TEXT_MAX } from "./common.js";
import { isImageUrl } from "./ids.js";

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
    .refine((value) => value === "" || value.startsWith("+") || isPhone(value), Message.phoneLength)
    .refine((value) => !value.startsWith("+") || isPhone(value), Message.phoneInternational);
const emailRule = z.email();

export interface GuestFieldSpec {
  /** Its column in the bookings table (Drizzle's key). */
  column: string;
  /** Its rule for a guest checked in (SPEC section 5). */
  walkIn: z.ZodType;
  /** A reservation's rule where it differs: it may be left out, stored empty. */
  reservation?: z.ZodType;
  /**
   * Its place in SPEC section 5's list of a booking's rules, among the booking's own (booking-bodies.ts):
   * the first failing rule is the one reported.
   */
  checked: number;
  /** Answered after the room (`SuiteCode`), where SPEC section 3 lists it. */
  afterRoom?: true;
  /** A reservation may lack it until its check-in; named so in the refusal (CONTRACT, "Front desk corrections"). */
  registration?: string;
  /** The stay's own, not kept on the guest's profile (CONTRACT, "Guests"). */
  stayOnly?: true;
  /** The longest text it takes, for a form to say before it is reached. */
  max?: number;
  /** A valid value, for tests, end-to-end journeys and benchmarks; a list's is a list. */
  example: string | readonly string[];
}

/**
 * A booking's guest, each field declared once, in the order a booking answers them (SPEC section
 * 3). The bodies, the answer, the presenter, the services' columns, the console's form values and
 * the registration asked before a check-in are all made from it: a new guest field is one entry
 * here and its column.
 */
export const guestFields = {
  Title: {
    column: "title",
    walkIn: oneOf(BOOKING_TITLES, Message.title, Message.titleOption),
    checked: 6,
    example: "Mrs",
  },
  FirstName: {
    column: "firstName",
    walkIn: requiredText("firstName", Message.firstName),
    checked: 3,
    max: TEXT_MAX,
    example: "Ada",
  },
  LastName: {
    column: "lastName",
    walkIn: requiredText("lastName", Message.lastName),
    checked: 4,
    max: TEXT_MAX,
    example: "Obi",
  },
  OtherName: {
    column: "otherName",
    walkIn: requiredText("otherName", Message.otherName),
    reservation: optionalText("otherName", Message.otherName),
    checked: 5,
    registration: "otherName",
    max: TEXT_MAX,
    example: "Ngozi",
  },
  Phone: {
    column: "phone",
    walkIn: phoneRule(requiredText("phone", Message.phone)),
    reservation: phoneRule(optionalText("phone", Message.phone)),
    checked: 7,
    max: TEXT_MAX,
    example: "08012345678",
  },
  Email: {
    column: "email",
    walkIn: requiredText("email", Message.email).pipe(z.email(Message.emailFormat)),
    reservation: optionalText("email", Message.email).refine(
      (value) => value === "" || emailRule.safeParse(value).success,
      Message.emailFormat,
    ),
    checked: 8,
    max: TEXT_MAX,
    example: "ada@example.com",
  },
  AdditionalGuests: {
    column: "additionalGuests",
    walkIn: z
      .array(
        z
          .string({ error: Message.guestName })
          .trim()
          .max(TEXT_MAX, `additional guest names must be at most ${TEXT_MAX} characters`)
          .refine(isGuestName, Message.guestName),
        { error: Message.guestName },
      )
      .max(ADDITIONAL_GUESTS_MAX, Message.guestsMax)
      .default([]),
    // After SPEC section 5's list, which does not name it.
    checked: 15,
    afterRoom: true,
    stayOnly: true,
    example: [],
  },
  GuestId: {
    column: "guestId",
    walkIn: requiredText("guestId", Message.guestId),
    reservation: optionalText("guestId", Message.guestId),
    checked: 9,
    afterRoom: true,
    registration: "guestId",
    max: TEXT_MAX,
    example: "A1234567",
  },
  GuestIdType: {
    column: "guestIdType",
    walkIn: oneOf(GUEST_ID_TYPES, Message.guestIdType, Message.guestIdTypeOption),
    reservation: optionalText("guestIdType", Message.guestIdType).refine(
      (value) => value === "" || (GUEST_ID_TYPES as readonly string[]).includes(value),
      Message.guestIdTypeOption,
    ),
    checked: 14,
    afterRoom: true,
    registration: "guestIdType",
    example: "Passport",
  },
  GuestIdUrl: {
    column: "guestIdUrl",
    walkIn: requiredText("guestIdURL", Message.guestIdUrl, GUEST_ID_URL_MAX).refine(
      isImageUrl,
      Message.guestIdUrlFormat,
    ),
    reservation: optionalText("guestIdURL", Message.guestIdUrl, GUEST_ID_URL_MAX).refine(
      (value) => value === "" || isImageUrl(value),
      Message.guestIdUrlFormat,
    ),
    checked: 10,
    afterRoom: true,
    stayOnly: true,
    registration: "guestIdURL",
    max: GUEST_ID_URL_MAX,
    example: "https://cdn.example.com/id.png",
  },
} as const satisfies Record<string, GuestFieldSpec>;

export type GuestFields = typeof guestFields;
export type GuestField = keyof GuestFields;
export const GUEST_FIELDS = Object.keys(guestFields) as GuestField[];
/** One field's declaration, read as any field's. */
export const guestField = (field: GuestField): GuestFieldSpec => guestFields[field];

/** A guest's values, as the wire names them. */
export type Guest = { [F in GuestField]: z.output<GuestFields[F]["walkIn"]> };
/** A guest's values, as the bookings table's columns name them. */
export type GuestColumns = { [F in GuestField as GuestFields[F]["column"]]: Guest[F] };

type WalkInRules = { [F in GuestField]: GuestFields[F]["walkIn"] };
type ReservationRules = {
  [F in GuestField]: GuestFields[F] extends { reservation: infer Rule } ? Rule : GuestFields[F]["walkIn"];
};

/**
 * A booking body's rules in SPEC section 5's order: the guest's, a walk-in's or a reservation's,
 * among the booking's `own`, each given its place in that list.
 */
export function inSpecOrder<
  Kind extends "walkIn" | "reservation",
  const Own extends Record<string, readonly [number, z.ZodType]>,
>(kind: Kind, own: Own) {
  const guest = GUEST_FIELDS.map((field) => {
    const { checked, walkIn, reservation } = guestField(field);
    return [field, [checked, kind === "reservation" ? (reservation ?? walkIn) : walkIn]] as const;
  });
  const placed = [...Object.entries(own), ...guest].sort(([, [a]], [, [b]]) => a - b);
  return Object.fromEntries(placed.map(([key, [, rule]]) => [key, rule])) as {
    [Key in keyof Own]: Own[Key][1];
  } & (Kind extends "walkIn" ? WalkInRules : ReservationRules);
}

type AfterRoom = { [F in GuestField]: GuestFields[F] extends { afterRoom: true } ? F : never }[GuestField];
type Answered<F extends GuestField> = GuestFields[F]["example"] extends string
  ? z.ZodString
  : z.ZodArray<z.ZodString>;

/** The guest's fields in a booking's answer: those SPEC section 3 lists before the room, or after it. */
export function guestAnswer<Part extends "beforeRoom" | "afterRoom">(part: Part) {
  const fields = GUEST_FIELDS.filter(
    (field) => (guestField(field).afterRoom === true) === (part === "afterRoom"),
  );
  return Object.fromEntries(
    fields.map((field) => [
      field,
      typeof guestField(field).example === "string" ? z.string() : z.array(z.string()),
    ]),
  ) as { [F in Part extends "afterRoom" ? AfterRoom : Exclude<GuestField, AfterRoom>]: Answered<F> };
}

/** The guest's fields of a booking (or of a form's values), and nothing else. */
export const guestOf = (values: Guest): Guest =>
  Object.fromEntries(GUEST_FIELDS.map((field) => [field, values[field]])) as Guest;

/** A stored booking's guest, as the wire names its fields. */
export const guestOfRow = (row: GuestColumns): Guest =>
  Object.fromEntries(
    GUEST_FIELDS.map((field) => [field, (row as Record<string, unknown>)[guestField(field).column]]),
  ) as Guest;

/** A guest's values as the bookings table's columns. */
export const guestColumns = (guest: Guest): GuestColumns =>
  Object.fromEntries(GUEST_FIELDS.map((field) => [guestField(field).column, guest[field]])) as GuestColumns;

type StayOnly = { [F in GuestField]: GuestFields[F] extends { stayOnly: true } ? F : never }[GuestField];
/** The guest's fields a profile keeps: all but the stay's own. */
export type ProfileField = Exclude<GuestField, StayOnly>;
export const PROFILE_FIELDS = GUEST_FIELDS.filter(
  (field) => guestField(field).stayOnly !== true,
) as ProfileField[];
/** The profile's values of a booking's guest, as the guests table's columns name them. */
export const profileColumns = (guest: Pick<Guest, ProfileField>) =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [guestField(field).column, guest[field]])) as Pick<
    GuestColumns,
    GuestFields[ProfileField]["column"]
  >;

/** A valid guest, each field its example: for tests, end-to-end journeys and benchmarks. */
export const exampleGuest = (): Guest =>
  Object.fromEntries(
    GUEST_FIELDS.map((field) => {
      const { example } = guestField(field);
      return [field, typeof example === "string" ? example : [...example]];
    }),
  ) as Guest;

/** A guest not yet filled in: every text empty, no additional guests (a new booking's form). */
export const blankGuest = (): Guest =>
  Object.fromEntries(
    GUEST_FIELDS.map((field) => [
      field,
      typeof guestField(field).example === "string" ? "" : ([] as string[]),
    ]),
  ) as Guest;

/** The longest text each text field of a booking takes, for forms to say before it is reached. */
export const BOOKING_TEXT_MAX = {
  ...(Object.fromEntries(
    GUEST_FIELDS.flatMap((field) => {
      const { max } = guestField(field);
      return max === undefined ? [] : [[field, max]];
    }),
  ) as { [F in GuestField as GuestFields[F] extends { max: number } ? F : never]: number }),
  SuiteCode: TEXT_MAX,
  AdditionalGuest: TEXT_MAX,
  Notes: BOOKING_NOTES_MAX,
};
