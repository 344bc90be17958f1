import { Select } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { localeOf, useT } from "../lib/i18n";

export interface Choice {
  value: string;
  label: string;
}

/** How long lists and dialogs reuse a select's rows for names; a write of those rows refreshes them. */
export const NAMES_STALE_TIME = 60_000;

/** A row's name among the choices, for lists and dialogs: "…" while they load, "—" if none matches. */
export function nameIn(choices: UseQueryResult<Choice[]>, value: string): string {
  if (choices.isLoading) return "…";
  return choices.data?.find((choice) => choice.value === value)?.label ?? "—";
}

interface ChoiceSelectProps {
  label: string;
  choices: UseQueryResult<Choice[]>;
  value: string;
  onChange: (value: string) => void;
  error: ReactNode;
}

/** A select of a domain's rows; a failure to load them shows where the options would be. */
export function ChoiceSelect({ label, choices, value, onChange, error }: ChoiceSelectProps) {
  const loading = choices.isFetching && !choices.data;
  const t = useT();
  return (
    <Select
      label={label}
      data={choices.data ?? []}
      value={value || null}
      onChange={(picked) => onChange(picked ?? "")}
      error={error || choices.error?.message}
      placeholder={
        loading ? t("choice.loading") : t("choice.pick", { what: label.toLocaleLowerCase(localeOf()) })
      }
      nothingFoundMessage={loading ? t("choice.loading") : t("state.empty")}
      searchable
      // Focused, a searchable select opens its list over the fields below: a form's typing starts
      // at its first field of another kind (FormFrame).
      data-no-autofocus
    />
  );
}
