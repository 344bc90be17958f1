import { TAX_CODE_MAX, TAX_NAME_MAX, type TaxCreateBody, taxCreateBody } from "@concierge/contract";
import { NumberInput, SimpleGrid, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { EditFormProps } from "../../components/edit-dialog";
import { FormFrame } from "../../components/form-frame";
import { LimitedTextInput } from "../../components/limited-input";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";

const contractErrors = schemaResolver(taxCreateBody, { sync: true });

interface TaxValues {
  Code: string;
  Name: string;
  Percent: number | string;
  From: string;
  To: string;
}

interface TaxFormProps extends EditFormProps<TaxCreateBody> {
  at: { domainId: string; branchId: string };
  submitLabel: string;
}

const bodyOf = (values: TaxValues, at: TaxFormProps["at"]): TaxCreateBody => ({
  DomainId: at.domainId,
  BranchId: at.branchId,
  Code: values.Code,
  Name: values.Name,
  Percent: values.Percent as number,
  From: values.From,
  // Left empty: the rate runs on until a later period ends it.
  To: values.To === "" ? null : values.To,
});

/** A tax's rate over a period: a new rate is a new period, never an edit of the old one. */
export function TaxForm({ at, submitLabel, pending, error, onCancel, save }: TaxFormProps) {
  const t = useT();
  const form = useForm<TaxValues>({
    ...checkOnLeave,
    initialValues: { Code: "", Name: "", Percent: "", From: "", To: "" },
    validate: inLanguage((values: TaxValues) => contractErrors(bodyOf(values, at))),
  });
  return (
    <FormFrame
      submitLabel={submitLabel}
      pending={pending}
      error={error}
      onCancel={onCancel}
      onSubmit={form.onSubmit((values) => save(bodyOf(values, at)))}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <LimitedTextInput
          label={t("catalogue.taxes.code")}
          limit={TAX_CODE_MAX}
          {...form.getInputProps("Code")}
        />
        <LimitedTextInput
          label={t("catalogue.taxes.name")}
          limit={TAX_NAME_MAX}
          {...form.getInputProps("Name")}
        />
      </SimpleGrid>
      <NumberInput
        label={t("catalogue.taxes.percent")}
        suffix=" %"
        min={0}
        max={100}
        decimalScale={2}
        clampBehavior="none"
        {...form.getInputProps("Percent")}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput type="date" label={t("catalogue.taxes.from")} {...form.getInputProps("From")} />
        <TextInput
          type="date"
          label={t("catalogue.taxes.to")}
          description={t("catalogue.taxes.toHint")}
          {...form.getInputProps("To")}
        />
      </SimpleGrid>
    </FormFrame>
  );
}
