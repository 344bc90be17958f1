import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCanOpen } from "../lib/access";
import { useT } from "../lib/i18n";

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

export function PageHeader({ title, description, action }: PageHeaderProps) {
  const t = useT();
  useDocumentTitle(t("app.documentTitle", { title }));
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="md">
      <Stack gap={4}>
        <Title order={2}>{title}</Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {action}
    </Group>
  );
}

/** A list's way to its add form, at the right of its header; not shown to whom it would refuse. */
export function AddLink({ to, children }: { to: string; children: ReactNode }) {
  const canOpen = useCanOpen();
  if (!canOpen(to)) return null;
  return (
    <Button component={Link} to={to} leftSection={<IconPlus size={16} />}>
      {children}
    </Button>
  );
}
