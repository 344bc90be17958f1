import { CloseButton, Group, List, Text } from "@mantine/core";
import { useT } from "../../lib/i18n";

interface GuestListProps {
  guests: readonly string[];
  /** Editing: each guest gets a labelled remove button. */
  onRemove?: (guest: string) => void;
}

/** SPEC section 2: the additional guests as a numbered list. */
export function GuestList({ guests, onRemove }: GuestListProps) {
  const t = useT();
  if (guests.length === 0) return null;
  return (
    <List type="ordered" size="sm" spacing={4} aria-label={t("bookings.field.additionalGuests")}>
      {guests.map((guest) => (
        <List.Item key={guest}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{guest}</Text>
            {onRemove && (
              <CloseButton
                size="xs"
                aria-label={t("bookings.form.removeGuest", { guest })}
                onClick={() => onRemove(guest)}
              />
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
