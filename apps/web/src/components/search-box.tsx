import { SEARCH_MAX } from "@concierge/contract";
import { CloseButton } from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useRef } from "react";
import { useT } from "../lib/i18n";
import { useTypedValue } from "../lib/use-typed-value";
import { LimitedTextInput } from "./limited-input";

interface SearchBoxProps {
  /** What it searches, said to screen readers and shown while empty: "Search username or email". */
  label: string;
  value: string;
  onSearch: (q: string) => void;
}

/** A list's search: asked for once typing pauses; Esc or the cross clears it; / goes to it. */
export function SearchBox({ label, value, onSearch }: SearchBoxProps) {
  const { text, setText, commitNow } = useTypedValue(value, onSearch);
  const input = useRef<HTMLInputElement>(null);
  useHotkeys([["/", () => input.current?.focus()]]);
  const t = useT();
  return (
    // The API takes SEARCH_MAX characters: the box stops there, and says so from near it.
    <LimitedTextInput
      ref={input}
      aria-label={label}
      placeholder={label}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && text !== "") commitNow("");
      }}
      leftSection={<IconSearch size={16} />}
      rightSection={
        text && <CloseButton size="sm" aria-label={t("list.clearSearch")} onClick={() => commitNow("")} />
      }
      w={{ base: "100%", sm: 400 }}
      limit={SEARCH_MAX}
      maxLength={SEARCH_MAX}
    />
  );
}
