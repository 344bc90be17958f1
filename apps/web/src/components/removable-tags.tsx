import { Badge, CloseButton, Group } from "@mantine/core";
import { useT } from "../lib/i18n";

interface RemovableTagsProps {
  value: readonly string[];
  onRemove: (tag: string) => void;
}

/** A list of short texts as badges, each with its own labelled remove button. */
export function RemovableTags({ value, onRemove }: RemovableTagsProps) {
  const t = useT();
  if (value.length === 0) return null;
  return (
    <Group gap="xs">
      {value.map((tag) => (
        <Badge
          key={tag}
          variant="light"
          size="lg"
          tt="none"
          pr={4}
          rightSection={
            <CloseButton
              size="xs"
              variant="transparent"
              aria-label={t("tags.remove", { tag })}
              onClick={() => onRemove(tag)}
            />
          }
        >
          {tag}
        </Badge>
      ))}
    </Group>
  );
}
