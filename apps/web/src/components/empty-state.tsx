import { EmptyState as MantineEmptyState } from "@mantine/core";
import { IconInbox } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useT } from "../lib/i18n";

interface EmptyStateProps {
  /** SPEC section 2: an empty list says 'no items available'. */
  title?: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Buttons under the words (clear a search). */
  actions?: ReactNode;
}

export function EmptyState({ title, description, icon, actions }: EmptyStateProps) {
  const t = useT();
  return (
    <MantineEmptyState
      py={48}
      title={title ?? t("state.empty")}
      description={description}
      icon={icon ?? <IconInbox size={28} stroke={1.5} />}
    >
      {actions && <MantineEmptyState.Actions>{actions}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  );
}
