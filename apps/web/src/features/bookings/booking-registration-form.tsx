import {
  BOOKING_TEXT_MAX,
  type Booking,
  bookingCreateBody,
  GUEST_ID_TYPES,
  type RegistrationField,
  registrationOf,
} from "@concierge/contract";
import { Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { type FormCallbacks, FormFrame } from "../../components/form-frame";
import { ImageUploadField } from "../../components/image-upload-field";
import { LimitedTextInput } from "../../components/limited-input";
import { PickSelect } from "../../components/pick-select";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";
import { uploadScan, useGuestIdPreview } from "./guest-id-scan";
import { richText } from "./rich-text";

export type Registration = Pick<Booking, RegistrationField>;

// The walk-in's rules: what a guest checked in must hold (CONTRACT, "Front desk corrections").
const walkInErrors = schemaResolver(bookingCreateBody, { sync: true });

interface BookingRegistrationFormProps extends FormCallbacks<Registration> {
  booking: Booking;
  /** The registration fields the booking holds empty: the ones asked. */
  lacking: readonly RegistrationField[];
}

/** A reservation's missing registration, asked before its check-in: the other name, the guest's ID. */
export function BookingRegistrationForm({ booking, lacking, ...callbacks }: BookingRegistrationFormProps) {
  const t = useT();
  const form = useForm<Registration>({
    ...checkOnLeave,
    initialValues: registrationOf(booking),
    // Only the fields asked: the rest of the booking is the server's to judge, as stored.
    validate: inLanguage((values: Registration) => {
      const errors = walkInErrors({ ...booking, ...values });
      return Object.fromEntries(lacking.flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])));
    }),
  });
  const asks = (field: RegistrationField) => lacking.includes(field);
  const preview = useGuestIdPreview(form.values.GuestIdUrl);

  return (
    <FormFrame {...callbacks} onSubmit={form.onSubmit(callbacks.onSubmit)}>
      <Text>
        {richText(t("bookings.register.intro"), {
          guest: <strong>{`${booking.FirstName} ${booking.LastName}`}</strong>,
          room: <strong>{booking.SuiteCode}</strong>,
        })}
      </Text>
      {asks("OtherName") && (
        <LimitedTextInput
          label={t("bookings.field.otherName")}
          limit={BOOKING_TEXT_MAX.OtherName}
          {...form.getInputProps("OtherName")}
        />
      )}
      {asks("GuestId") && (
        <LimitedTextInput
          label={t("bookings.field.guestId")}
          limit={BOOKING_TEXT_MAX.GuestId}
          {...form.getInputProps("GuestId")}
        />
      )}
      {asks("GuestIdType") && (
        <PickSelect
          label={t("bookings.field.idType")}
          data={GUEST_ID_TYPES}
          {...form.getInputProps("GuestIdType")}
        />
      )}
      {asks("GuestIdUrl") && (
        <ImageUploadField
          label={t("bookings.field.idImage")}
          input={{ ...form.getInputProps("GuestIdUrl"), placeholder: "https://example.com/id.jpg" }}
          upload={uploadScan(booking.DomainId)}
          preview={preview}
        />
      )}
    </FormFrame>
  );
}
