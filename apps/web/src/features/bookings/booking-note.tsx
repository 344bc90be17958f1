import { Group, Text } from "@mantine/core";
import { IconNote } from "@tabler/icons-react";
import { useT } from "../../lib/i18n";

/** A booking's note on a line of a list: its icon (named for screen readers), at most `lines` lines. */
export function BookingNote({ note, lines = 2 }: { note: string; lines?: number }) {
  const t = useT();
  if (note === "") return null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" miw={0}>
      <IconNote
        size={14}
        role="img"
        aria-label={t("bookings.field.notes")}
        style={{ flexShrink: 0, marginTop: 3 }}
      />
      <Text
        size="sm"
        lineClamp={lines}
        title={note}
        style={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}
      >
        {note}
      </Text>
    </Group>
  );
}
