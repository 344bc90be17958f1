import { Button, Card, type CardProps, Group, Table, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface TablePanelProps extends CardProps {
  title: string;
  /** The add button's words and what it opens; none for a reader. */
  add?: { label: string; onClick: () => void };
  columns: readonly ReactNode[];
  /** The hidden name of a last column of row actions, where rows have them. */
  actions?: string;
  /** The table's rows. */
  children: ReactNode;
}

/** A titled card holding one table, with an add button for whoever may add (plans, items, taxes). */
export function TablePanel({ title, add, columns, actions, children, ...card }: TablePanelProps) {
  return (
    <Card withBorder {...card}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {add && (
          <Button leftSection={<IconPlus size={16} />} variant="light" onClick={add.onClick}>
            {add.label}
          </Button>
        )}
      </Group>
      <Table.ScrollContainer minWidth={480}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, their order is their identity
                <Table.Th key={i}>{column}</Table.Th>
              ))}
              {actions !== undefined && <Table.Th aria-label={actions} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
