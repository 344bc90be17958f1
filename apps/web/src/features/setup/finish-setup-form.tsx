import {
  BRANCH_ADDRESS_MAX,
  branchUpdateBody,
  domainUpdateBody,
  TEXT_MAX,
  timeZones,
} from "@concierge/contract";
import { Select, SimpleGrid } from "@mantine/core";
import { type FormErrors, schemaResolver, useForm } from "@mantine/form";
import { z } from "zod";
import { FormFrame } from "../../components/form-frame";
import { LimitedTextarea, LimitedTextInput } from "../../components/limited-input";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";
import { BranchPlaceFields } from "../branches";
import { useCurrencies } from "../domains";
import type { SetupField, SetupValues } from "./asked-fields";

// Each field's rules and words are its update call's, as the server checks them.
const rules = {
  ...branchUpdateBody.shape,
  RCNumber: domainUpdateBody.shape.RCNumber,
  Currency: domainUpdateBody.shape.Currency,
};
const schemaOf = (asked: readonly SetupField[]) =>
  z.object(Object.fromEntries(asked.map((field) => [field, rules[field]])));

const zones = timeZones();
// The first start's UTC is no place's zone, so the list of places lacks it: offered while it is held.
const zonesWith = (current: string) => (zones.includes(current) ? zones : [current, ...zones]);

interface FinishSetupFormProps {
  asked: readonly SetupField[];
  initialValues: SetupValues;
  pending: boolean;
  error: Error | null;
  onSubmit: (values: SetupValues) => void;
}

/** Only the asked fields, two to a row where there is room; the country and state as a branch's. */
export function FinishSetupForm({ asked, initialValues, pending, error, onSubmit }: FinishSetupFormProps) {
  const t = useT();
  const currencies = useCurrencies();
  const form = useForm<SetupValues>({
    ...checkOnLeave,
    initialValues,
    validate: inLanguage(schemaResolver(schemaOf(asked), { sync: true })),
  });
  const asks = (field: SetupField) => asked.includes(field);
  // Keyboard users land on the first field that needs fixing.
  const focusFirstError = (errors: FormErrors) => form.getInputNode(Object.keys(errors)[0] ?? "")?.focus();
  return (
    <FormFrame
      autoFocus={false}
      submitLabel={t("setup.save")}
      pending={pending}
      error={error}
      onSubmit={form.onSubmit(onSubmit, focusFirstError)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {asks("Phone") && (
          <LimitedTextInput
            label={t("branches.phone")}
            type="tel"
            limit={TEXT_MAX}
            {...form.getInputProps("Phone")}
          />
        )}
        {asks("Email") && (
          <LimitedTextInput
            label={t("auth.email")}
            type="email"
            limit={TEXT_MAX}
            {...form.getInputProps("Email")}
          />
        )}
        {asks("Address") && (
          <LimitedTextarea
            label={t("branches.address")}
            autosize
            minRows={1}
            limit={BRANCH_ADDRESS_MAX}
            {...form.getInputProps("Address")}
          />
        )}
        {asks("Country") && <BranchPlaceFields form={form} />}
        {asks("TimeZone") && (
          <Select
            label={t("branches.timeZone")}
            description={t("branches.timeZoneHint")}
            data={zonesWith(initialValues.TimeZone)}
            searchable
            limit={50}
            nothingFoundMessage={t("branches.noTimeZone")}
            {...form.getInputProps("TimeZone")}
          />
        )}
        {asks("RCNumber") && (
          <LimitedTextInput
            label={t("domains.rcNumber")}
            limit={TEXT_MAX}
            {...form.getInputProps("RCNumber")}
          />
        )}
        {asks("Currency") && (
          <Select
            label={t("domains.currency")}
            description={t("domains.currencyHint")}
            data={currencies}
            searchable
            limit={50}
            nothingFoundMessage={t("domains.noCurrency")}
            {...form.getInputProps("Currency")}
          />
        )}
      </SimpleGrid>
    </FormFrame>
  );
}
