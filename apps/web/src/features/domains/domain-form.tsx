import { type DomainCreateBody, TEXT_MAX } from "@concierge/contract";
import { Select } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormFrame, type SchemaFormProps } from "../../components/form-frame";
import { ImageUploadField } from "../../components/image-upload-field";
import { LimitedTextInput } from "../../components/limited-input";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";
import { useImageLinkUpload } from "../images";
import { useCurrencies } from "./currencies";

/** Adding and editing a domain, checked with the contract's schema as the API checks it. */
export function DomainForm(props: SchemaFormProps<DomainCreateBody>) {
  const t = useT();
  const currencies = useCurrencies();
  const { initialValues, schema } = props;
  const form = useForm<DomainCreateBody>({
    ...checkOnLeave,
    initialValues,
    validate: inLanguage(schemaResolver(schema, { sync: true })),
  });
  const uploadLogo = useImageLinkUpload();
  return (
    <FormFrame {...props} onSubmit={form.onSubmit(props.onSubmit)}>
      <LimitedTextInput
        label={t("domains.domainName")}
        limit={TEXT_MAX}
        {...form.getInputProps("DomainName")}
      />
      <LimitedTextInput label={t("domains.rcNumber")} limit={TEXT_MAX} {...form.getInputProps("RCNumber")} />
      <Select
        label={t("domains.currency")}
        description={t("domains.currencyHint")}
        data={currencies}
        searchable
        limit={50}
        nothingFoundMessage={t("domains.noCurrency")}
        {...form.getInputProps("Currency")}
      />
      <ImageUploadField
        label={t("domains.logo")}
        input={{ ...form.getInputProps("Logo"), placeholder: "https://example.com/logo.png" }}
        upload={uploadLogo}
      />
    </FormFrame>
  );
}
