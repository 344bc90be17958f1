import { calls, type GuestProfile, SEARCH_MAX } from "@concierge/contract";
import { CloseButton, Combobox, Group, Loader, Text, TextInput, useCombobox } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconAddressBook, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { send } from "../../lib/http";
import { localeOf, useT } from "../../lib/i18n";
import { guestsKey } from "../names";
import { guestOptionWords, stayWords } from "./guest-finder-words";

/** Fewer letters than this would find half the hotel. */
const QUERY_MIN = 2;
const FOUND_MAX = 8;
const PAUSE_MS = 250;

/** The profiles whose names, email, phone or ID hold `q`: under the guests' key, refreshed by their writes. */
const foundGuestsQuery = (domainId: string, q: string) => ({
  queryKey: [...guestsKey, "find", domainId, q] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    send(calls.guests.list, { params: { domainId, page: 1, pageSize: FOUND_MAX }, query: { q } }, signal),
  enabled: domainId !== "" && q.length >= QUERY_MIN,
  placeholderData: keepPreviousData,
});

interface GuestFinderProps {
  domainId: string;
  /** The profile the booking is for, while its names are still the guest's. */
  linked: GuestProfile | undefined;
  onPick: (guest: GuestProfile) => void;
  onUnlink: () => void;
}

/** "Find a guest": a returning guest's profile picked by a few letters fills the booking's guest. */
export function GuestFinder({ domainId, linked, onPick, onUnlink }: GuestFinderProps) {
  const t = useT();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [typed, setTyped] = useState("");
  const [q] = useDebouncedValue(typed.trim(), PAUSE_MS);
  const found = useQuery(foundGuestsQuery(domainId, q));
  const guests = q.length >= QUERY_MIN ? (found.data?.Guests ?? []) : [];
  const asking = typed.trim().length >= QUERY_MIN;
  const searching = asking && (typed.trim() !== q || found.isFetching);
  const pick = (id: string) => {
    const guest = guests.find((one) => one.Id === id);
    if (guest) onPick(guest);
    setTyped("");
    combobox.closeDropdown();
  };
  const empty = searching
    ? t("palette.searching")
    : found.error
      ? t("bookings.guestFinder.failed", { reason: found.error.message })
      : t("bookings.guestFinder.none");

  return (
    <div>
      <Combobox store={combobox} onOptionSubmit={pick}>
        <Combobox.Target>
          <TextInput
            label={t("bookings.guestFinder.label")}
            data-no-autofocus
            description={t("bookings.guestFinder.hint")}
            value={typed}
            maxLength={SEARCH_MAX}
            leftSection={<IconSearch size={16} />}
            rightSection={searching ? <Loader size="xs" aria-label={t("palette.searching")} /> : null}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => asking && combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            onKeyDown={(event) => {
              // Enter picks an option, never sends the booking from the search field.
              if (event.key === "Enter") event.preventDefault();
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!asking}>
          <Combobox.Options>
            {guests.length === 0 || found.error ? (
              <Combobox.Empty>{empty}</Combobox.Empty>
            ) : (
              guests.map((guest) => (
                <Combobox.Option
                  value={guest.Id}
                  key={guest.Id}
                  aria-label={guestOptionWords(guest, t, localeOf())}
                >
                  {/* The name isolated, so that a Latin name reads whole, first, in Arabic too. */}
                  <Text size="sm">
                    <bdi>{`${guest.FirstName} ${guest.LastName}`}</bdi> · {stayWords(guest, t, localeOf())}
                  </Text>
                  <Text size="xs" c="dimmed" dir="auto">
                    {[guest.Email, guest.Phone].filter(Boolean).join(" · ")}
                  </Text>
                </Combobox.Option>
              ))
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {linked && (
        <Group gap="xs" mt={6} wrap="nowrap">
          <IconAddressBook size={16} aria-hidden />
          <Text size="sm">
            {t("bookings.guestFinder.linked", {
              name: `${linked.FirstName} ${linked.LastName}`,
              stays: stayWords(linked, t, localeOf()),
            })}
          </Text>
          <CloseButton size="sm" aria-label={t("bookings.guestFinder.unlink")} onClick={onUnlink} />
        </Group>
      )}
    </div>
  );
}
