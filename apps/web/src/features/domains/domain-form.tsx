import { currencyOptions, type DomainCreateBody, TEXT_MAX } from "@concierge/contract";
import { Select, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormFrame, type SchemaFormProps } from "../../components/form-frame";
import { ImageUploadField } from "../../components/image-upload-field";
import { useImageLinkUpload } from "../images";

const currencies = currencyOptions();

/** Adding and editing a domain, checked with the contract's schema as the API checks it. */
export function DomainForm(props: SchemaFormProps<DomainCreateBody>) {
  const { initialValues, schema } = props;
  const form = useForm<DomainCreateBody>({ initialValues, validate: schemaResolver(schema, { sync: true }) });
  const uploadLogo = useImageLinkUpload();
  return (
    <FormFrame {...props} onSubmit={form.onSubmit(props.onSubmit)}>
      <TextInput label="Domain name" maxLength={TEXT_MAX} {...form.getInputProps("DomainName")} />
      <TextInput label="RC number" maxLength={TEXT_MAX} {...form.getInputProps("RCNumber")} />
      <Select
        label="Currency"
        description="Prices and revenue are shown in it"
        data={currencies}
        searchable
        limit={50}
        nothingFoundMessage="No such currency"
        {...form.getInputProps("Currency")}
      />
      <ImageUploadField
        label="Logo"
        input={{ ...form.getInputProps("Logo"), placeholder: "https://example.com/logo.png" }}
        upload={uploadLogo}
      />
    </FormFrame>
  );
}
