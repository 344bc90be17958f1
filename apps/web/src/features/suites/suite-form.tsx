import {
  SUITE_ADULTS,
  SUITE_DESCRIPTION_MAX,
  SUITE_PRICE_MAX,
  type SuiteCreateBody,
  sameCode,
  TEXT_MAX,
} from "@concierge/contract";
import { NumberInput } from "@mantine/core";
import { type FormErrors, schemaResolver, useForm } from "@mantine/form";
import { useDidUpdate } from "@mantine/hooks";
import { FormFrame, type SchemaFormProps } from "../../components/form-frame";
import { LimitedTextarea, LimitedTextInput } from "../../components/limited-input";
import { amountInputFormat, useCurrency } from "../../components/money";
import { TagInput } from "../../components/tag-input";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";
import { BranchSelect } from "../branches";
import { DomainSelect } from "../domains";
import { UtilityPicker } from "./utility-picker";
import { ViewInput } from "./view-input";

/** The suite's fields as the form holds them: the numbers are text while they are empty. */
export interface SuiteFormValues {
  Category: string;
  Codes: string[];
  DomainId: string;
  Description: string;
  Price: number | string;
  MaxAdults: number | string;
  BranchId: string;
  Utilities: string[];
  Views: string[];
}

/** A list's error, or the first of its items' ("Codes.1"). */
const listError = (errors: FormErrors, field: string) =>
  errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];

/** Adding and editing a suite, checked with the contract's schema as the API checks it. */
export function SuiteForm({
  domainLocked,
  ...props
}: SchemaFormProps<SuiteFormValues, SuiteCreateBody> & { domainLocked?: boolean }) {
  const form = useForm<SuiteFormValues, SuiteCreateBody>({
    ...checkOnLeave,
    initialValues: props.initialValues,
    validate: inLanguage(schemaResolver(props.schema, { sync: true })),
    transformValues: (values) => ({
      ...values,
      Price: Number(values.Price),
      MaxAdults: Number(values.MaxAdults),
    }),
  });
  // The branches follow the domain; a branch of another domain goes.
  const domainId = form.values.DomainId;
  const t = useT();
  const currency = useCurrency();
  useDidUpdate(() => form.setFieldValue("BranchId", ""), [domainId]);
  const list = (field: "Codes" | "Utilities" | "Views") => ({
    value: form.values[field],
    onChange: (items: string[]) => form.setFieldValue(field, items),
    error: listError(form.errors, field),
  });

  return (
    <FormFrame {...props} onSubmit={form.onSubmit(props.onSubmit)}>
      <LimitedTextInput
        label={t("suites.category")}
        placeholder={t("suites.categoryPlaceholder")}
        limit={TEXT_MAX}
        {...form.getInputProps("Category")}
      />
      <TagInput label={t("suites.code")} placeholder="A5" sameness={sameCode} {...list("Codes")} />
      {!domainLocked && (
        <DomainSelect
          value={form.values.DomainId}
          onChange={(domainId) => form.setFieldValue("DomainId", domainId)}
          error={form.errors.DomainId}
        />
      )}
      <LimitedTextarea
        label={t("suites.descriptionField")}
        autosize
        minRows={3}
        limit={SUITE_DESCRIPTION_MAX}
        {...form.getInputProps("Description")}
      />
      <NumberInput
        label={t("suites.price")}
        {...amountInputFormat(currency)}
        min={1}
        max={SUITE_PRICE_MAX}
        clampBehavior="none"
        allowNegative={false}
        decimalScale={2}
        {...form.getInputProps("Price")}
      />
      <NumberInput
        label={t("suites.maxAdults")}
        description={t("suites.maxAdultsHint")}
        min={SUITE_ADULTS.min}
        max={SUITE_ADULTS.max}
        clampBehavior="none"
        allowNegative={false}
        allowDecimal={false}
        {...form.getInputProps("MaxAdults")}
      />
      <BranchSelect
        domainId={domainId}
        value={form.values.BranchId}
        onChange={(branchId) => form.setFieldValue("BranchId", branchId)}
        error={form.errors.BranchId}
      />
      <UtilityPicker {...list("Utilities")} />
      <ViewInput {...list("Views")} />
    </FormFrame>
  );
}
