import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { suiteCodesQuery } from "../suites";

interface SuiteCodeSelectsProps {
  /** The domain whose rooms are offered. */
  domainId: string;
  /** The room code; its category is found from it. */
  value: string;
  onChange: (code: string) => void;
  error: ReactNode;
}

/** SPEC section 2: a suite category, then one of that category's room codes. */
export function SuiteCodeSelects({ domainId, value, onChange, error }: SuiteCodeSelectsProps) {
  const listing = useQuery(suiteCodesQuery(domainId));
  const [picked, setPicked] = useState<string | null>(null);
  const categories = listing.data ?? [];
  const codesOf = (category: string | null) =>
    categories.find((entry) => entry.Category === category)?.Codes ?? [];
  // Until a category is picked, it is the one holding the code (editing starts from a code).
  const category = picked ?? categories.find((entry) => entry.Codes.includes(value))?.Category ?? null;
  const loading = listing.isFetching && !listing.data;
  const empty = loading ? "Loading…" : "no items available";

  return (
    <>
      <Select
        label="Suite category"
        data={categories.map((entry) => entry.Category)}
        value={category}
        onChange={(next) => {
          setPicked(next);
          if (!codesOf(next).includes(value)) onChange("");
        }}
        description={
          listing.isError ? "The rooms could not be loaded: reload the page to try again" : undefined
        }
        placeholder={loading ? "Loading…" : "Pick a category"}
        nothingFoundMessage={empty}
        searchable
      />
      <Select
        label="Suite code"
        data={codesOf(category)}
        value={value || null}
        onChange={(code) => onChange(code ?? "")}
        error={error}
        placeholder={category ? "Pick a room" : "Pick a category first"}
        nothingFoundMessage={category ? empty : "Pick a category first"}
        searchable
      />
    </>
  );
}
