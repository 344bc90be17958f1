import { type DomainCreateBody, TEXT_MAX } from "@concierge/contract";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormFailure } from "../../components/form-failure";
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
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <FormFailure error={error} />
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
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
