import { Modal } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import type { ComponentProps } from "react";
import { useFadingSubject } from "../lib/fading-subject";
import { notifySuccess } from "../lib/notify";
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
  const [shown, forget] = useFadingSubject(list);

  const close = () => {
    update.reset();
    onClose();
  };

  return (
    <Modal
      opened={Boolean(list)}
      onClose={close}
      onExitTransitionEnd={() => forget()}
      title={title}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {shown && (
        <NamedListForm
          {...fields}
          key={shown.Name}
          initialValues={shown}
          submitLabel="Update"
          nameLocked
          pending={update.isPending}
          error={update.error}
          onCancel={close}
          onSubmit={(values) =>
            update.mutate(values, {
              onSuccess: () => {
                notifySuccess(`${shown.Name} updated`);
                close();
              },
            })
          }
        />
      )}
    </Modal>
  );
}
