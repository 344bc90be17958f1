import { EmptyState as MantineEmptyState } from "@mantine/core";
import { IconInbox } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface EmptyStateProps {
  /** SPEC section 2: an empty list says 'no items available'. */
  title?: string;
  description?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title = "no items available", description, icon }: EmptyStateProps) {
  return (
    <MantineEmptyState
      py={48}
      title={title}
      description={description}
      icon={icon ?? <IconInbox size={28} stroke={1.5} />}
    />
  );
}
