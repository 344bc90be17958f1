import { ActionIcon } from "@mantine/core";
import { IconEye, IconPencil, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useDialogParam } from "../lib/dialog-param";

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
  return (
    <>
      {onDetails && (
        <ActionIcon variant="subtle" aria-label={`Details ${name}`} onClick={onDetails}>
          <IconEye size={18} />
        </ActionIcon>
      )}
      {onEdit && (
        <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
          <IconPencil size={18} />
        </ActionIcon>
      )}
      {children}
      {onDelete && (
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
          <IconTrash size={18} />
        </ActionIcon>
      )}
    </>
  );
}

/**
 * The dialogs of a list's rows. Details and edit keep their row in the URL (a reload reopens them,
 * Back closes them); the delete confirmation does not, so a reload does not ask again.
 */
export function useRowDialogs<T extends { Id: string }>(rows: readonly T[]) {
  const details = useDialogParam("details");
  const editing = useDialogParam("edit");
  const [deleting, setDeleting] = useState<T>();
  const find = (id: string | null) => rows.find((row) => row.Id === id);
  return {
    detailed: find(details.subject),
    edited: find(editing.subject),
    deleting,
    closeDetails: details.close,
    closeEdit: editing.close,
    closeDelete: () => setDeleting(undefined),
    /** The row's details, edit and delete buttons, with the list's `own` between edit and delete. */
    actions: (row: T, name: string, own?: ReactNode) => (
      <RowActions
        name={name}
        onDetails={() => details.open(row.Id)}
        onEdit={() => editing.open(row.Id)}
        onDelete={() => setDeleting(row)}
      >
        {own}
      </RowActions>
    ),
  };
}
