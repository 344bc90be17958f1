import { ActionIcon } from "@mantine/core";
import { IconEye, IconPencil, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";

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
