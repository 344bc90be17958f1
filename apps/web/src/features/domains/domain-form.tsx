import { currencyOptions, type DomainCreateBody, TEXT_MAX } from "@concierge/contract";
import { Group, Select, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormFrame, type SchemaFormProps } from "../../components/form-frame";
import { DomainLogo } from "./domain-logo";

const currencies = currencyOptions();

/** Adding and editing a domain, checked with the contract's schema as the API checks it. */
export function DomainForm(props: SchemaFormProps<DomainCreateBody>) {
  const { initialValues, schema } = props;
  const form = useForm<DomainCreateBody>({ initialValues, validate: schemaResolver(schema, { sync: true }) });
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
      <TextInput
        label="Logo URL"
        type="url"
        placeholder="https://example.com/logo.png"
        {...form.getInputProps("Logo")}
      />
      <Group gap="md" align="center">
        <DomainLogo src={form.values.Logo} alt="Logo preview" size={96} />
        <Text size="sm" c="dimmed">
          Preview
        </Text>
      </Group>
    </FormFrame>
  );
}
