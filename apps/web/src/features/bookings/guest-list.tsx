import { CloseButton, Group, List, Text } from "@mantine/core";

interface GuestListProps {
  guests: readonly string[];
  /** Editing: each guest gets a labelled remove button. */
  onRemove?: (guest: string) => void;
}

/** SPEC section 2: the additional guests as a numbered list. */
export function GuestList({ guests, onRemove }: GuestListProps) {
  if (guests.length === 0) return null;
  return (
    <List type="ordered" size="sm" spacing={4} aria-label="Additional guests">
      {guests.map((guest) => (
        <List.Item key={guest}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{guest}</Text>
            {onRemove && (
              <CloseButton size="xs" aria-label={`Remove ${guest}`} onClick={() => onRemove(guest)} />
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
