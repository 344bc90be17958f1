import { type DomainCreateBody, TEXT_MAX } from "@concierge/contract";
import { Group, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormFrame } from "../../components/form-frame";
import { DomainLogo } from "./domain-logo";

interface DomainFormProps {
  /** domainCreateBody or domainUpdateBody: adding and editing have their own texts (SPEC section 5). */
  schema: Parameters<typeof schemaResolver>[0];
  /** Editing also carries the Id, which domainUpdateBody checks. */
  initialValues: DomainCreateBody;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (values: DomainCreateBody) => void;
  onCancel: () => void;
}

/** Adding and editing a domain, checked with the contract's schema as the API checks it. */
export function DomainForm({
  schema,
  initialValues,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: DomainFormProps) {
  const form = useForm<DomainCreateBody>({ initialValues, validate: schemaResolver(schema, { sync: true }) });
  return (
    <FormFrame
      onSubmit={form.onSubmit(onSubmit)}
      error={error}
      pending={pending}
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      <TextInput label="Domain name" maxLength={TEXT_MAX} {...form.getInputProps("DomainName")} />
      <TextInput label="RC number" maxLength={TEXT_MAX} {...form.getInputProps("RCNumber")} />
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
