import { ActionIcon } from "@mantine/core";
import { IconEye, IconPencil, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { type Guarded, useCan } from "../lib/access";
import { useDialogParam } from "../lib/dialog-param";
import { useT } from "../lib/i18n";

interface RowActionsProps {
  /** The row's name in each button's accessible name: "Edit Receptionist". */
  name: string;
  onDetails?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /** The list's own actions (check out, copy a link), between edit and delete. */
  children?: ReactNode;
}

/** A row's icon buttons, in one order on every list: details, edit, the list's own, delete. */
export function RowActions({ name, onDetails, onEdit, onDelete, children }: RowActionsProps) {
  const t = useT();
  return (
    <>
      {onDetails && (
        <ActionIcon variant="subtle" aria-label={t("action.details", { name })} onClick={onDetails}>
          <IconEye size={18} />
        </ActionIcon>
      )}
      {onEdit && (
        <ActionIcon variant="subtle" aria-label={t("action.edit", { name })} onClick={onEdit}>
          <IconPencil size={18} />
        </ActionIcon>
      )}
      {children}
      {onDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t("action.deleteNamed", { name })}
          onClick={onDelete}
        >
          <IconTrash size={18} />
        </ActionIcon>
      )}
    </>
  );
}

/** The calls a list's edit and delete send: a user who may not send one is not offered it. */
export interface RowWrites {
  edit: Guarded;
  remove: Guarded;
}

/**
 * The dialogs of a list's rows. Details and edit keep their row in the URL (a reload reopens them,
 * Back closes them); the delete confirmation does not, so a reload does not ask again.
 */
export function useRowDialogs<T extends { Id: string }>(rows: readonly T[], writes: RowWrites) {
  const details = useDialogParam("details");
  const editing = useDialogParam("edit");
  const [deleting, setDeleting] = useState<T>();
  const can = useCan();
  const [canEdit, canRemove] = [can(writes.edit), can(writes.remove)];
  const find = (id: string | null) => rows.find((row) => row.Id === id);
  return {
    detailed: find(details.subject),
    // An edit address typed by whom may not edit opens nothing.
    edited: canEdit ? find(editing.subject) : undefined,
    deleting,
    closeDetails: details.close,
    closeEdit: editing.close,
    closeDelete: () => setDeleting(undefined),
    /** The row's details, edit and delete buttons, with the list's `own` between edit and delete. */
    actions: (row: T, name: string, own?: ReactNode) => (
      <RowActions
        name={name}
        onDetails={() => details.open(row.Id)}
        onEdit={canEdit ? () => editing.open(row.Id) : undefined}
        onDelete={canRemove ? () => setDeleting(row) : undefined}
      >
        {own}
      </RowActions>
    ),
  };
}
