import { TAX_NAME_MAX, type Tax, type TaxUpdateBody, taxUpdateBody } from "@concierge/contract";
import { TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { EditFormProps } from "../../components/edit-dialog";
import { FormFrame } from "../../components/form-frame";
import { LimitedTextInput } from "../../components/limited-input";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";

const contractErrors = schemaResolver(taxUpdateBody, { sync: true });

interface TaxEditValues {
  Name: string;
  To: string;
}

interface TaxEditFormProps extends EditFormProps<TaxUpdateBody> {
  tax: Tax;
  domainId: string;
}

const bodyOf = (values: TaxEditValues, tax: Tax, domainId: string): TaxUpdateBody => ({
  DomainId: domainId,
  Id: tax.Id,
  Name: values.Name,
  To: values.To === "" ? null : values.To,
});

/** Renames a tax's period or ends it (its last day is the day before `To`); its rate stays. */
export function TaxEditForm({ tax, domainId, pending, error, onCancel, save }: TaxEditFormProps) {
  const t = useT();
  const form = useForm<TaxEditValues>({
    ...checkOnLeave,
    initialValues: { Name: tax.Name, To: tax.To ?? "" },
    validate: inLanguage((values: TaxEditValues) => contractErrors(bodyOf(values, tax, domainId))),
  });
  return (
    <FormFrame
      submitLabel={t("catalogue.save")}
      pending={pending}
      error={error}
      onCancel={onCancel}
      onSubmit={form.onSubmit((values) => save(bodyOf(values, tax, domainId)))}
    >
      <LimitedTextInput
        label={t("catalogue.taxes.name")}
        limit={TAX_NAME_MAX}
        {...form.getInputProps("Name")}
      />
      <TextInput
        type="date"
        label={t("catalogue.taxes.to")}
        description={t("catalogue.taxes.endHint")}
        min={tax.From}
        {...form.getInputProps("To")}
      />
    </FormFrame>
  );
}
