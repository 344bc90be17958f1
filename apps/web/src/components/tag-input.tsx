import { addTag, TEXT_MAX } from "@concierge/contract";
import { Badge, Button, CloseButton, Group, Stack, TextInput } from "@mantine/core";
import { type KeyboardEvent, type ReactNode, useState } from "react";

interface TagInputProps {
  /** The label of one item ("State"); the list shows as removable badges under the field. */
  label: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  error?: ReactNode;
  placeholder?: string;
}

/** A list of short texts typed one at a time: Enter or Add appends, duplicates and blanks are ignored. */
export function TagInput({ label, value, onChange, error, placeholder }: TagInputProps) {
  const [draft, setDraft] = useState("");

  const add = () => {
    onChange(addTag(value, draft));
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the item instead of submitting the form (but not while an IME composes a word).
    if (event.key === "Enter" && !event.nativeEvent.isComposing) {
      event.preventDefault();
      add();
    }
  };

  return (
    <Stack gap="xs">
      <TextInput
        label={label}
        description="Press Enter or Add to put it in the list"
        placeholder={placeholder}
        maxLength={TEXT_MAX}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        error={error}
        rightSectionWidth={72}
        rightSectionPointerEvents="all"
        rightSection={
          <Button size="compact-sm" variant="light" onClick={add}>
            Add
          </Button>
        }
      />
      {value.length > 0 && (
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
                  aria-label={`Remove ${tag}`}
                  onClick={() => onChange(value.filter((item) => item !== tag))}
                />
              }
            >
              {tag}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
