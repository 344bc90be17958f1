import { type GuestProfile, PROFILE_FIELDS, type ProfileField } from "@concierge/contract";
import type { Translate } from "../../lib/i18n";

/** The month of a day (`YYYY-MM-DD`) in the language spoken: "May 2026", "mai 2026", "مايو ٢٠٢٦". */
export const monthOf = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

type Stayed = Pick<GuestProfile, "Stays" | "LastStay">;

/** A profile's history in a few words: "3 stays · last May 2026"; "No stay yet" before any. */
export const stayWords = (guest: Stayed, t: Translate, locale: string) =>
  guest.Stays === 0 || guest.LastStay === null
    ? t("bookings.guestFinder.noStay")
    : `${t("bookings.guestFinder.stays", { count: guest.Stays })} · ${t("bookings.guestFinder.last", {
        month: monthOf(guest.LastStay, locale),
      })}`;

/** One option of the type-ahead: "Ana Ruiz · 3 stays · last May 2026". */
export const guestOptionWords = (
  guest: Stayed & Pick<GuestProfile, "FirstName" | "LastName">,
  t: Translate,
  locale: string,
) => `${guest.FirstName} ${guest.LastName} · ${stayWords(guest, t, locale)}`;

type ProfileValues = Pick<GuestProfile, ProfileField>;

/** What a picked profile fills in a booking: its guest's fields kept on the profile, as stored. */
export const filledFrom = (guest: GuestProfile): ProfileValues =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, guest[field]])) as ProfileValues;

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The profile a booking is sent with: the one picked while the names still are its guest's. Names
 * typed over it make another guest, whom the server then finds by email or makes a profile for;
 * a new phone or email stays with the guest picked (they changed theirs).
 */
export const linkedProfileId = (
  values: Pick<GuestProfile, "FirstName" | "LastName">,
  picked: Pick<GuestProfile, "Id" | "FirstName" | "LastName"> | undefined,
) =>
  picked && sameName(values.FirstName, picked.FirstName) && sameName(values.LastName, picked.LastName)
    ? picked.Id
    : undefined;
