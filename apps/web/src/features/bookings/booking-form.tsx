import {
  BOOKING_TEXT_MAX,
  BOOKING_TITLES,
  calls,
  DEFAULT_TIME_ZONE,
  GUEST_ID_TYPES,
  type GuestProfile,
  isGuestName,
  TEXT_MAX,
} from "@concierge/contract";
import { NumberInput, SimpleGrid } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { useRef, useState } from "react";
import { type FormCallbacks, FormFrame } from "../../components/form-frame";
import { ImageUploadField } from "../../components/image-upload-field";
import {
  LimitedTextarea,
  LimitedTextInput,
  type LimitedTextInputProps,
} from "../../components/limited-input";
import { PickSelect } from "../../components/pick-select";
import { TagInput } from "../../components/tag-input";
import { foreignZone } from "../../components/zoned-date";
import { useCan } from "../../lib/access";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";
import { BranchSelect } from "../branches";
import { useBranchZone } from "../names";
import { ArrivalFields, DEPARTURE_TIME } from "./arrival-fields";
import {
  type BookingFormOutput,
  type BookingFormValues,
  offersStayOf,
  registrationLater,
  stayOf,
  toBody,
  validate,
} from "./booking-form-values";
import { DirtyWalkInDialog } from "./dirty-walk-in-dialog";
import { GuestFinder } from "./guest-finder";
import { filledFrom, linkedProfileId } from "./guest-finder-words";
import { uploadScan, useGuestIdPreview } from "./guest-id-scan";
import { GuestList } from "./guest-list";
import { changedNights } from "./new-nights";
import { NewNightsPrice } from "./new-nights-price";
import { type ChosenOffer, StayOffers } from "./stay-offers";
import { SuiteCodeSelects, useFreeRoom, useFreeRooms } from "./suite-code-selects";

/** How many adults a stay is priced for until the desk says otherwise: a double, as most stays are. */
const ADULTS = 2;

interface BookingFormProps extends FormCallbacks<BookingFormOutput> {
  initialValues: BookingFormValues;
  /** When the stay began, which the checkout must follow; a new booking begins at its arrival. */
  checkinDate?: string;
  /** The booking edited: its own stay does not take the rooms offered. */
  bookingId?: string;
  /** A new booking chooses its arrival: a walk-in now, or a reservation for later. */
  withArrival?: boolean;
  /** The booking edited is a reservation: its registration may still wait for the check-in. */
  reserved?: boolean;
}

/** Adding and editing a booking, checked with the contract's schema as the API checks it. */
export function BookingForm({
  initialValues,
  checkinDate,
  bookingId,
  withArrival = false,
  reserved = false,
  ...callbacks
}: BookingFormProps) {
  const t = useT();
  const form = useForm<BookingFormValues, BookingFormOutput>({
    ...checkOnLeave,
    initialValues,
    validate: inLanguage((values: BookingFormValues) => validate(values, timeZone, checkinDate, reserved)),
    transformValues: (values) => toBody(values, timeZone),
  });
  // Days and times are read on the clock of the chosen branch, whose zone the fields name.
  const timeZone: string = useBranchZone(form.values.DomainId, form.values.BranchId) ?? DEFAULT_TIME_ZONE;
  const zone = foreignZone(timeZone);
  const editing = checkinDate && bookingId ? { checkinDate, bookingId } : undefined;
  const onBranchClock = zone && t("bookings.form.onBranchClock", { zone });
  const guestIdPreview = useGuestIdPreview(form.values.GuestIdUrl);
  const text = (
    field: keyof BookingFormValues,
    label: string,
    props: Partial<LimitedTextInputProps> = {},
  ) => (
    <LimitedTextInput
      label={label}
      limit={BOOKING_TEXT_MAX[field as keyof typeof BOOKING_TEXT_MAX] ?? TEXT_MAX}
      {...form.getInputProps(field)}
      {...props}
    />
  );
  // A reservation's registration may wait: the fields say so instead of demanding it now.
  const atCheckIn = registrationLater(form.values, reserved) ? t("bookings.form.atCheckIn") : undefined;
  // Keyboard users land on the first field that needs fixing.
  const focusFirstError = (errors: FormErrors) => form.getInputNode(Object.keys(errors)[0] ?? "")?.focus();
  const stay = stayOf(form.values, timeZone, editing);
  const room = useFreeRoom(form.values.DomainId, form.values.BranchId, stay, form.values.SuiteCode);
  // A walk-in checks the guest in now: into a dirty room, only once the desk says yes.
  const dirtyWalkIn = withArrival && form.values.Arrival === "now" && room?.Housekeeping === "dirty";
  const [held, setHeld] = useState<BookingFormOutput>();
  // A new booking may be for a returning guest, found by the desk that keeps the profiles.
  const can = useCan();
  const findsGuests = withArrival && can(calls.guests.list);
  const [picked, setPicked] = useState<GuestProfile>();
  const profileId = linkedProfileId(form.values, picked);
  // Issue 29, point 5: a new booking starts from its nights and adults, and an offer picked from
  // them gives its plan and its first free room, then the guest is asked for.
  const [adults, setAdults] = useState(ADULTS);
  const [chosen, setChosen] = useState<ChosenOffer>();
  const offersStay = withArrival ? offersStayOf(form.values, timeZone, adults) : undefined;
  const freeRooms = useFreeRooms(form.values.DomainId, form.values.BranchId, stay);
  const guestFields = useRef<HTMLDivElement>(null);
  const choose = (offer: ChosenOffer) => {
    setChosen(offer);
    form.setFieldValue("RatePlanId", offer.RatePlanId);
    const ofCategory = freeRooms.filter((free) => free.SuiteId === offer.SuiteId);
    if (!ofCategory.some((free) => free.Code.toLowerCase() === form.values.SuiteCode.toLowerCase()))
      form.setFieldValue("SuiteCode", ofCategory[0]?.Code ?? "");
    guestFields.current?.querySelector("input")?.focus();
  };
  // An edit that moves the stay or changes its departure says first what the new nights cost.
  const repriced =
    editing && changedNights(editing.checkinDate, initialValues, form.values, timeZone, freeRooms);
  const submit = (body: BookingFormOutput) => {
    const output = profileId ? { ...body, ProfileId: profileId } : body;
    return dirtyWalkIn ? setHeld(output) : callbacks.onSubmit(output);
  };

  // The branch, then the stay: a new booking's first questions, an edit's checkout after the guest.
  const stayFields = (
    <>
      {withArrival && <ArrivalFields form={form} timeZone={timeZone} />}
      <SimpleGrid cols={{ base: 1, sm: withArrival ? 3 : 2 }}>
        {text("CheckoutDay", t("bookings.form.checkoutDate"), {
          type: "date",
          description: onBranchClock,
          // A departure day comes with the hotel's checkout time, which the desk may change.
          onChange: (event) => {
            form.setFieldValue("CheckoutDay", event.currentTarget.value);
            if (withArrival && form.values.CheckoutTime === "")
              form.setFieldValue("CheckoutTime", DEPARTURE_TIME);
          },
        })}
        {text("CheckoutTime", t("bookings.form.checkoutTime"), { type: "time" })}
        {withArrival && (
          <NumberInput
            label={t("bookings.offers.adults")}
            min={1}
            max={20}
            allowDecimal={false}
            value={adults}
            onChange={(value) => setAdults(typeof value === "number" && value >= 1 ? value : 1)}
          />
        )}
      </SimpleGrid>
    </>
  );

  return (
    <FormFrame {...callbacks} onSubmit={form.onSubmit(submit, focusFirstError)}>
      <DirtyWalkInDialog
        room={held && form.values.SuiteCode}
        onConfirm={() => {
          if (held) callbacks.onSubmit(held);
          setHeld(undefined);
        }}
        onClose={() => setHeld(undefined)}
      />
      <BranchSelect
        domainId={form.values.DomainId}
        value={form.values.BranchId}
        onChange={(branchId) => {
          form.setFieldValue("BranchId", branchId);
          // The rooms and the plans follow the branch: those of the branch before are none of this one.
          form.setFieldValue("SuiteCode", "");
          form.setFieldValue("RatePlanId", undefined);
          setChosen(undefined);
        }}
        error={form.errors.BranchId}
      />
      {withArrival && stayFields}
      {withArrival && (
        <StayOffers
          domainId={form.values.DomainId}
          branchId={form.values.BranchId}
          stay={offersStay}
          chosen={chosen}
          onChoose={choose}
        />
      )}
      <div ref={guestFields} style={{ display: "contents" }}>
        {findsGuests && (
          <GuestFinder
            domainId={form.values.DomainId}
            linked={profileId ? picked : undefined}
            onPick={(guest) => {
              form.setValues(filledFrom(guest));
              setPicked(guest);
            }}
            onUnlink={() => setPicked(undefined)}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PickSelect
            label={t("bookings.field.title")}
            data={BOOKING_TITLES}
            {...form.getInputProps("Title")}
          />
          {text("FirstName", t("bookings.field.firstName"))}
          {text("LastName", t("bookings.field.lastName"))}
          {text("OtherName", t("bookings.field.otherName"), { description: atCheckIn })}
          {text("Phone", t("bookings.field.phone"), { type: "tel", placeholder: "+971 50 123 4567" })}
          {text("Email", t("bookings.field.email"), { type: "email" })}
          {text("GuestId", t("bookings.field.guestId"), { description: atCheckIn })}
          <PickSelect
            label={t("bookings.field.idType")}
            description={atCheckIn}
            data={GUEST_ID_TYPES}
            {...form.getInputProps("GuestIdType")}
          />
        </SimpleGrid>
      </div>
      <ImageUploadField
        label={t("bookings.field.idImage")}
        input={{
          ...form.getInputProps("GuestIdUrl"),
          placeholder: "https://example.com/id.jpg",
          description: atCheckIn,
        }}
        upload={uploadScan(form.values.DomainId)}
        preview={guestIdPreview}
      />
      {!withArrival && stayFields}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SuiteCodeSelects
          domainId={form.values.DomainId}
          branchId={form.values.BranchId}
          stay={stay}
          value={form.values.SuiteCode}
          onChange={(code) => form.setFieldValue("SuiteCode", code)}
          error={form.errors.SuiteCode}
        />
      </SimpleGrid>
      {editing && repriced && (
        <NewNightsPrice
          domainId={form.values.DomainId}
          branchId={form.values.BranchId}
          bookingId={editing.bookingId}
          {...repriced}
        />
      )}
      <TagInput
        label={t("bookings.form.additionalGuest")}
        placeholder={t("bookings.form.fullName")}
        value={form.values.AdditionalGuests}
        // SPEC section 5: a name of anything but letters, hyphens and spaces is ignored without a word.
        onChange={(guests) => form.setFieldValue("AdditionalGuests", guests.filter(isGuestName))}
        error={form.errors.AdditionalGuests}
        renderTags={(guests, remove) => <GuestList guests={guests} onRemove={remove} />}
      />
      <LimitedTextarea
        label={t("bookings.field.notes")}
        placeholder={t("bookings.form.notesPlaceholder")}
        autosize
        minRows={2}
        maxRows={8}
        limit={BOOKING_TEXT_MAX.Notes}
        {...form.getInputProps("Notes")}
      />
    </FormFrame>
  );
}
