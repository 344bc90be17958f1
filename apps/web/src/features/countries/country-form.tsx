import { type CountryBody, countryBody, TEXT_MAX } from "@concierge/contract";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormFailure } from "../../components/form-failure";
import { TagInput } from "../../components/tag-input";

interface CountryFormProps {
  initialValues: CountryBody;
  submitLabel: string;
  /** Editing: the name identifies the country and cannot change. */
  nameLocked?: boolean;
  pending: boolean;
  error: Error | null;
  onSubmit: (values: CountryBody) => void;
  onCancel: () => void;
}

/** Adding and editing a country: checked with the contract's countryBody, as the API checks it. */
export function CountryForm({
  initialValues,
  submitLabel,
  nameLocked,
  pending,
  error,
  onSubmit,
  onCancel,
}: CountryFormProps) {
  const form = useForm<CountryBody>({ initialValues, validate: schemaResolver(countryBody, { sync: true }) });
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <FormFailure error={error} />
        <TextInput label="Name" maxLength={TEXT_MAX} disabled={nameLocked} {...form.getInputProps("Name")} />
        <TagInput
          label="State"
          placeholder="Lagos"
          value={form.values.States}
          onChange={(states) => form.setFieldValue("States", states)}
          error={form.errors.States}
        />
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
