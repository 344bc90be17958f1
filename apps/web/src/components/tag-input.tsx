import { addTag, TEXT_MAX } from "@concierge/contract";
import { Button, Stack } from "@mantine/core";
import { type KeyboardEvent, type ReactNode, useState } from "react";
import { useT } from "../lib/i18n";
import { LimitedTextInput } from "./limited-input";
import { RemovableTags } from "./removable-tags";

interface TagInputProps {
  /** The label of one item ("State"); the list shows under the field, each item removable. */
  label: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  error?: ReactNode;
  placeholder?: string;
  /** The longest item, counted under the field as it nears; a longer one is not added. */
  limit?: number;
  /** What makes two items the same (room codes ignore letter case); the same item is not added twice. */
  sameness?: (tag: string) => string;
  /** Refuses an item, with the reason shown under the field. */
  check?: (tag: string) => string | null;
  /** How the list shows; removable badges unless told. */
  renderTags?: (tags: readonly string[], remove: (tag: string) => void) => ReactNode;
}

const same = (tag: string) => tag;

/** A list of short texts typed one at a time: Enter or Add appends, duplicates and blanks are ignored. */
export function TagInput({
  label,
  value,
  onChange,
  error,
  placeholder,
  limit = TEXT_MAX,
  sameness = same,
  check,
  renderTags,
}: TagInputProps) {
  const t = useT();
  const [draft, setDraft] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);

  const add = () => {
    const tag = draft.trim();
    const tooLong = tag.length > limit && t("field.limit", { count: tag.length, max: limit });
    const reason = tag === "" ? null : tooLong || (check?.(tag) ?? null);
    setRefusal(reason);
    if (reason) return;
    if (!value.some((item) => sameness(item) === sameness(tag))) onChange(addTag(value, tag));
    setDraft("");
  };
  const remove = (tag: string) => onChange(value.filter((item) => item !== tag));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the item instead of submitting the form (but not while an IME composes a word).
    if (event.key === "Enter" && !event.nativeEvent.isComposing) {
      event.preventDefault();
      add();
    }
  };

  return (
    <Stack gap="xs">
      <LimitedTextInput
        label={label}
        description={t("tags.hint")}
        placeholder={placeholder}
        limit={limit}
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setRefusal(null);
        }}
        onKeyDown={onKeyDown}
        error={refusal ?? error}
        rightSectionWidth={72}
        rightSectionPointerEvents="all"
        rightSection={
          <Button size="compact-sm" variant="light" onClick={add}>
            {t("tags.add")}
          </Button>
        }
      />
      {renderTags ? renderTags(value, remove) : <RemovableTags value={value} onRemove={remove} />}
    </Stack>
  );
}
