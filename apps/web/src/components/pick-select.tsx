import { type ComboboxItem, Select, type SelectProps } from "@mantine/core";
import { type KeyboardEvent, useRef } from "react";
import { TYPEAHEAD_PAUSE_MS, typeaheadPick } from "./typeahead";

interface PickSelectProps extends Omit<SelectProps, "data"> {
  data: readonly (string | ComboboxItem)[];
}

/**
 * A select of a few fixed options (a title, an ID type) that, like a native select, picks what is
 * typed on it: "Mrs" gives Mrs. Mantine's Select, not searchable, would ignore the letters.
 */
export function PickSelect({ data, onChange, onKeyDown, ...props }: PickSelectProps) {
  const options = data.map((option) =>
    typeof option === "string" ? { value: option, label: option } : option,
  );
  const typed = useRef({ text: "", at: 0 });
  const pick = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === " " && typed.current.text === "") return; // Space opens the list
    const now = Date.now();
    const text = (now - typed.current.at < TYPEAHEAD_PAUSE_MS ? typed.current.text : "") + event.key;
    typed.current = { text, at: now };
    const labels = options.map((option) => option.label);
    // After a pause, letters that begin nothing may still go on with the option picked ("Mr", "s").
    const current = options.find((option) => option.value === props.value)?.label ?? "";
    const index = typeaheadPick(labels, text);
    const option = options[index >= 0 ? index : typeaheadPick(labels, current + event.key)];
    if (option) {
      event.preventDefault();
      onChange?.(option.value, option);
    }
  };
  return <Select data={options} onChange={onChange} onKeyDown={pick} {...props} />;
}
