import type { UseMutationResult } from "@tanstack/react-query";
import type { ComponentProps } from "react";
import { EditDialog } from "./edit-dialog";
import { type NamedList, NamedListForm } from "./named-list-form";

type FormFields<List extends string> = Pick<
  ComponentProps<typeof NamedListForm<List>>,
  "schema" | "listField" | "itemLabel" | "itemPlaceholder"
>;

interface NamedListEditDialogProps<List extends string> extends FormFields<List> {
  title: string;
  /** The list being edited; none closes the dialog. */
  list: NamedList<List> | undefined;
  update: UseMutationResult<unknown, Error, NamedList<List>>;
  onClose: () => void;
}

/** Editing a country's states or a utility's items: the name identifies it and stays. */
export function NamedListEditDialog<List extends string>({
  title,
  list,
  update,
  onClose,
  ...fields
}: NamedListEditDialogProps<List>) {
  return (
    <EditDialog
      subject={list}
      title={title}
      mutation={update}
      notice={(_, edited) => `${edited.Name} updated`}
      onClose={onClose}
    >
      {(shown, { save, ...form }) => (
        <NamedListForm
          {...fields}
          key={shown.Name}
          initialValues={shown}
          submitLabel="Update"
          nameLocked
          {...form}
          onSubmit={save}
        />
      )}
    </EditDialog>
  );
}
