import {
  BOOKING_TEXT_MAX,
  BOOKING_TITLES,
  GUEST_ID_TYPES,
  GUEST_NOTES_MAX,
  GUEST_TAG_MAX,
  type GuestCreateBody,
  type GuestProfile,
  guestCreateBody,
  TEXT_MAX,
} from "@concierge/contract";
import { SimpleGrid } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { type FormCallbacks, FormFrame } from "../../components/form-frame";
import { LimitedTextarea, LimitedTextInput } from "../../components/limited-input";
import { PickSelect } from "../../components/pick-select";
import { TagInput } from "../../components/tag-input";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";

/** A profile's fields as the form holds them: every one present. */
export type GuestFormValues = Required<Omit<GuestCreateBody, "DomainId">>;

/** A new profile's first values: nothing but the form of address. */
export const blankProfile = (): GuestFormValues => ({
  Title: "",
  FirstName: "",
  LastName: "",
  OtherName: "",
  Phone: "",
  Email: "",
  GuestId: "",
  GuestIdType: "",
  Nationality: "",
  Notes: "",
  Tags: [],
});

/** A stored profile's fields, to edit them. */
export const profileValues = (guest: GuestProfile): GuestFormValues => {
  const { Id: _id, DomainId: _domain, Stays, Nights, LastStay, MergedInto, AnonymizedAt, ...fields } = guest;
  return fields;
};

const resolver = schemaResolver(guestCreateBody.omit({ DomainId: true }), { sync: true });

/** Adding a guest, or editing one's details: checked with the contract's body, as the API checks it. */
export function GuestForm({
  initialValues,
  ...callbacks
}: FormCallbacks<GuestFormValues> & { initialValues: GuestFormValues }) {
  const t = useT();
  const form = useForm<GuestFormValues>({
    ...checkOnLeave,
    initialValues,
    validate: inLanguage(resolver),
  });
  const text = (
    field: keyof typeof BOOKING_TEXT_MAX & keyof GuestFormValues,
    label: string,
    type?: string,
  ) => (
    <LimitedTextInput
      label={label}
      type={type}
      limit={BOOKING_TEXT_MAX[field] ?? TEXT_MAX}
      {...form.getInputProps(field)}
    />
  );
  return (
    <FormFrame {...callbacks} onSubmit={form.onSubmit(callbacks.onSubmit)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PickSelect
          label={t("bookings.field.title")}
          data={BOOKING_TITLES}
          {...form.getInputProps("Title")}
        />
        {text("FirstName", t("bookings.field.firstName"))}
        {text("LastName", t("bookings.field.lastName"))}
        {text("OtherName", t("bookings.field.otherName"))}
        {text("Phone", t("bookings.field.phone"), "tel")}
        {text("Email", t("bookings.field.email"), "email")}
        {text("GuestId", t("bookings.field.guestId"))}
        <PickSelect
          label={t("bookings.field.idType")}
          data={GUEST_ID_TYPES}
          {...form.getInputProps("GuestIdType")}
        />
        <LimitedTextInput
          label={t("guests.field.nationality")}
          limit={100}
          {...form.getInputProps("Nationality")}
        />
      </SimpleGrid>
      <GuestNotesFields form={form} />
    </FormFrame>
  );
}

interface NotesForm {
  values: Pick<GuestFormValues, "Notes" | "Tags">;
  errors: Record<string, unknown>;
  getInputProps: (field: "Notes") => object;
  setFieldValue: (field: "Tags", value: string[]) => void;
}

/** The notes and tags of a profile: in the add form, and on the profile's own card. */
export function GuestNotesFields({ form }: { form: NotesForm }) {
  const t = useT();
  return (
    <>
      <LimitedTextarea
        label={t("guests.field.notes")}
        description={t("guests.notesHint")}
        limit={GUEST_NOTES_MAX}
        autosize
        minRows={2}
        {...form.getInputProps("Notes")}
      />
      <TagInput
        label={t("guests.field.tag")}
        placeholder={t("guests.tagHint")}
        limit={GUEST_TAG_MAX}
        value={form.values.Tags}
        onChange={(tags) => form.setFieldValue("Tags", tags)}
        error={form.errors.Tags as string | undefined}
      />
    </>
  );
}
