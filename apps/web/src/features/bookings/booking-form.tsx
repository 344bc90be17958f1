import {
  BOOKING_TITLES,
  type Booking,
  type BookingCreateBody,
  BookingMessage,
  bookingCreateBody,
  GUEST_ID_TYPES,
  isGuestName,
  PHONE_LENGTH,
  TEXT_MAX,
} from "@concierge/contract";
import { Group, Select, SimpleGrid, TextInput, type TextInputProps } from "@mantine/core";
import { type FormErrors, schemaResolver, useForm } from "@mantine/form";
import { type FormCallbacks, FormFrame } from "../../components/form-frame";
import { TagInput } from "../../components/tag-input";
import { BranchSelect } from "../branches";
import { localDayAndTime, localMoment } from "./booking-labels";
import { GuestIdImage } from "./guest-id-image";
import { GuestList } from "./guest-list";
import { SuiteCodeSelects } from "./suite-code-selects";

/** The contract's longest image address. */
const ID_URL_MAX = 2000;

/** The booking's fields as the form holds them: the checkout is a date and a time until it is sent. */
export type BookingFormValues = Omit<BookingCreateBody, "CheckoutDate" | "AdditionalGuests"> & {
  CheckoutDay: string;
  CheckoutTime: string;
  AdditionalGuests: string[];
};

/** Editing starts from the stored booking, its checkout shown in the browser's time zone. */
export function bookingFormValues(booking: Booking): BookingFormValues {
  const { day, time } = localDayAndTime(booking.CheckoutDate);
  return {
    Title: booking.Title,
    DomainId: booking.DomainId,
    FirstName: booking.FirstName,
    LastName: booking.LastName,
    OtherName: booking.OtherName,
    Phone: booking.Phone,
    Email: booking.Email,
    BranchId: booking.BranchId,
    SuiteCode: booking.SuiteCode,
    GuestId: booking.GuestId,
    GuestIdType: booking.GuestIdType,
    GuestIdUrl: booking.GuestIdUrl,
    CheckoutDay: day,
    CheckoutTime: time,
    AdditionalGuests: booking.AdditionalGuests,
  };
}

// SPEC section 9: the chosen local date and time go out as one UTC timestamp.
const toBody = ({ CheckoutDay, CheckoutTime, ...fields }: BookingFormValues): BookingCreateBody => ({
  ...fields,
  CheckoutDate: localMoment(CheckoutDay, CheckoutTime)?.toISOString() ?? "",
});

const contractErrors = schemaResolver(bookingCreateBody, { sync: true });

/** SPEC section 5 checks the date, then the time, then the contract's fields in its order. */
function validate(values: BookingFormValues, checkin: Date): FormErrors {
  const errors: FormErrors = {};
  if (values.CheckoutDay === "") errors.CheckoutDay = BookingMessage.checkoutDate;
  if (values.CheckoutTime === "") errors.CheckoutTime = BookingMessage.checkoutTime;
  const checkout = localMoment(values.CheckoutDay, values.CheckoutTime);
  if (checkout && checkout <= checkin) errors.CheckoutDay = BookingMessage.checkoutAfterCheckin;
  const { CheckoutDate: _checkout, ...fields } = contractErrors(toBody(values));
  return { ...errors, ...fields };
}

interface BookingFormProps extends FormCallbacks<BookingCreateBody> {
  initialValues: BookingFormValues;
  /** When the stay began, which the checkout must follow; a new booking begins when it is sent. */
  checkinDate?: string;
}

/** Adding and editing a booking, checked with the contract's schema as the API checks it. */
export function BookingForm({ initialValues, checkinDate, ...callbacks }: BookingFormProps) {
  const form = useForm<BookingFormValues, BookingCreateBody>({
    initialValues,
    validate: (values) => validate(values, checkinDate ? new Date(checkinDate) : new Date()),
    transformValues: toBody,
  });
  const text = (field: keyof BookingFormValues, label: string, props: TextInputProps = {}) => (
    <TextInput label={label} maxLength={TEXT_MAX} {...props} {...form.getInputProps(field)} />
  );
  // Keyboard users land on the first field that needs fixing.
  const focusFirstError = (errors: FormErrors) => form.getInputNode(Object.keys(errors)[0] ?? "")?.focus();

  return (
    <FormFrame {...callbacks} onSubmit={form.onSubmit(callbacks.onSubmit, focusFirstError)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Title" data={BOOKING_TITLES} {...form.getInputProps("Title")} />
        {text("DomainId", "Domain id", { disabled: true })}
        {text("FirstName", "First name")}
        {text("LastName", "Last name")}
        {text("OtherName", "Other name")}
        {text("Phone", "Phone", { type: "tel", maxLength: PHONE_LENGTH, placeholder: "08012345678" })}
        {text("Email", "Email", { type: "email" })}
        <BranchSelect
          domainId={form.values.DomainId}
          value={form.values.BranchId}
          onChange={(branchId) => form.setFieldValue("BranchId", branchId)}
          error={form.errors.BranchId}
        />
        <SuiteCodeSelects
          domainId={form.values.DomainId}
          value={form.values.SuiteCode}
          onChange={(code) => form.setFieldValue("SuiteCode", code)}
          error={form.errors.SuiteCode}
        />
        {text("GuestId", "Guest ID number")}
        <Select label="ID type" data={GUEST_ID_TYPES} {...form.getInputProps("GuestIdType")} />
      </SimpleGrid>
      <Group align="flex-end" wrap="nowrap">
        {text("GuestIdUrl", "ID image url", {
          type: "url",
          maxLength: ID_URL_MAX,
          placeholder: "https://example.com/id.jpg",
          style: { flex: 1 },
        })}
        <GuestIdImage url={form.values.GuestIdUrl} alt="ID image preview" />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text("CheckoutDay", "Checkout date", { type: "date" })}
        {text("CheckoutTime", "Checkout time", { type: "time" })}
      </SimpleGrid>
      <TagInput
        label="Additional guest"
        placeholder="Full name"
        value={form.values.AdditionalGuests}
        // SPEC section 5: a name of anything but letters, hyphens and spaces is ignored without a word.
        onChange={(guests) => form.setFieldValue("AdditionalGuests", guests.filter(isGuestName))}
        error={form.errors.AdditionalGuests}
        renderTags={(guests, remove) => <GuestList guests={guests} onRemove={remove} />}
      />
    </FormFrame>
  );
}
