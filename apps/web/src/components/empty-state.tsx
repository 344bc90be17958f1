import { EmptyState as MantineEmptyState } from "@mantine/core";
import { IconInbox } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface EmptyStateProps {
  /** SPEC section 2: an empty list says 'no items available'. */
  title?: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Buttons under the words (clear a search). */
  actions?: ReactNode;
}

export function EmptyState({ title = "no items available", description, icon, actions }: EmptyStateProps) {
  return (
    <MantineEmptyState
      py={48}
      title={title}
      description={description}
      icon={icon ?? <IconInbox size={28} stroke={1.5} />}
    >
      {actions && <MantineEmptyState.Actions>{actions}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  );
}
