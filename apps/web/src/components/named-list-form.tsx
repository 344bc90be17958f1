import { TEXT_MAX } from "@concierge/contract";
import { TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormFrame } from "./form-frame";
import { TagInput } from "./tag-input";

/** A name with a list under it: a country with its States, a utility with its Items. */
export type NamedList<List extends string> = { Name: string } & Record<List, string[]>;

interface NamedListFormProps<List extends string> {
  /** The contract's body schema, so that the form checks what the API checks, with its texts. */
  schema: Parameters<typeof schemaResolver>[0];
  listField: List;
  initialValues: NamedList<List>;
  itemLabel: string;
  itemPlaceholder: string;
  submitLabel: string;
  /** Editing: the name identifies the list and cannot change. */
  nameLocked?: boolean;
  pending: boolean;
  error: Error | null;
  onSubmit: (values: NamedList<List>) => void;
  onCancel: () => void;
}

export function NamedListForm<List extends string>({
  schema,
  listField,
  initialValues,
  itemLabel,
  itemPlaceholder,
  submitLabel,
  nameLocked,
  pending,
  error,
  onSubmit,
  onCancel,
}: NamedListFormProps<List>) {
  const form = useForm<NamedList<List>>({ initialValues, validate: schemaResolver(schema, { sync: true }) });
  const items = form.values[listField];
  return (
    <FormFrame
      onSubmit={form.onSubmit(onSubmit)}
      error={error}
      pending={pending}
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      <TextInput label="Name" maxLength={TEXT_MAX} disabled={nameLocked} {...form.getInputProps("Name")} />
      <TagInput
        label={itemLabel}
        placeholder={itemPlaceholder}
        value={items}
        onChange={(next) => form.setValues({ [listField]: next } as Partial<NamedList<List>>)}
        error={form.errors[listField]}
      />
    </FormFrame>
  );
}
