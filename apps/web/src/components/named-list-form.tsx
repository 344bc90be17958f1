import { TEXT_MAX } from "@concierge/contract";
import { schemaResolver, useForm } from "@mantine/form";
import { checkOnLeave } from "../lib/check-on-leave";
import { useT } from "../lib/i18n";
import { inLanguage } from "../lib/i18n/contract-text";
import { FormFrame, type SchemaFormProps } from "./form-frame";
import { LimitedTextInput } from "./limited-input";
import { TagInput } from "./tag-input";

/** A name with a list under it: a country with its States, a utility with its Items. */
export type NamedList<List extends string> = { Name: string } & Record<List, string[]>;

interface NamedListFormProps<List extends string> extends SchemaFormProps<NamedList<List>> {
  listField: List;
  itemLabel: string;
  itemPlaceholder: string;
  /** Editing: the name identifies the list and cannot change. */
  nameLocked?: boolean;
}

export function NamedListForm<List extends string>({
  listField,
  itemLabel,
  itemPlaceholder,
  nameLocked,
  ...props
}: NamedListFormProps<List>) {
  const { initialValues, schema } = props;
  const t = useT();
  const form = useForm<NamedList<List>>({
    ...checkOnLeave,
    initialValues,
    validate: inLanguage(schemaResolver(schema, { sync: true })),
  });
  const items = form.values[listField];
  return (
    <FormFrame {...props} onSubmit={form.onSubmit(props.onSubmit)}>
      <LimitedTextInput
        label={t("namedList.name")}
        limit={TEXT_MAX}
        disabled={nameLocked}
        {...form.getInputProps("Name")}
      />
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
