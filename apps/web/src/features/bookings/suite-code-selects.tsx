import type { AvailabilityQuery, FreeRoom } from "@concierge/contract";
import { Badge, Group, Select, type SelectProps, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useRef, useState } from "react";
import { Money } from "../../components/money";
import { type Translate, useT } from "../../lib/i18n";
import { freeRoomsQuery } from "../rooms";

interface SuiteCodeSelectsProps {
  domainId: string;
  /** The branch whose rooms are offered. */
  branchId: string;
  /** The stay the rooms must be free for; an empty checkout: none asked yet. */
  stay: AvailabilityQuery;
  /** The room code; its category is found from it. */
  value: string;
  onChange: (code: string) => void;
  error: ReactNode;
}

/**
 * The free room of the stay with that code, if any: with its housekeeping, which a walk-in into a
 * dirty room asks to confirm. The same query as the selects', so asked once.
 */
export function useFreeRoom(domainId: string, branchId: string, stay: AvailabilityQuery, code: string) {
  const free = useQuery(freeRoomsQuery(domainId, branchId, stay));
  if (stay.checkout === "" || code === "") return undefined;
  return free.data?.Rooms.find((room) => room.Code.toLowerCase() === code.toLowerCase());
}

/** The rooms free for the stay (none until it has a checkout), from the selects' own query. */
export function useFreeRooms(domainId: string, branchId: string, stay: AvailabilityQuery): FreeRoom[] {
  const free = useQuery(freeRoomsQuery(domainId, branchId, stay));
  return (stay.checkout !== "" && free.data?.Rooms) || [];
}

/** An option with its price per night on the right, in the domain's currency; a dirty room says so. */
const pricedOption =
  (
    priceOf: (value: string) => number | undefined,
    t: Translate,
    dirty: (value: string) => boolean = () => false,
  ): SelectProps["renderOption"] =>
  ({ option }) => {
    const price = priceOf(option.value);
    return (
      <Group justify="space-between" wrap="nowrap" w="100%">
        <Group gap="xs" wrap="nowrap">
          <span>{option.label}</span>
          {dirty(option.value) && (
            <Badge variant="light" color="red" tt="none">
              {t("bookings.rooms.dirty")}
            </Badge>
          )}
        </Group>
        {price !== undefined && (
          <Group gap={4} wrap="nowrap">
            <Money amount={price} />
            <Text span size="sm">
              {` ${t("bookings.rooms.aNight")}`}
            </Text>
          </Group>
        )}
      </Group>
    );
  };

/**
 * SPEC section 2: a suite category, then one of that category's room codes; only the rooms of the
 * branch free for the whole stay are offered, each with its category's price per night. A room
 * chosen before (or given by the rack) that is not free for the stay now asked is kept, saying so:
 * the server decides (a reservation whose answer was lost holds its own room until it is sent again).
 */
export function SuiteCodeSelects({
  domainId,
  branchId,
  stay,
  value,
  onChange,
  error,
}: SuiteCodeSelectsProps) {
  const free = useQuery(freeRoomsQuery(domainId, branchId, stay));
  const t = useT();
  const [picked, setPicked] = useState<string | null>(null);
  // The category of each room offered so far: a chosen room no longer free stays in its own.
  const seen = useRef(new Map<string, string>());
  const asked = stay.checkout !== "";
  const rooms: FreeRoom[] = (asked && free.data?.Rooms) || [];
  for (const room of rooms) seen.current.set(room.Code, room.Category);
  const categories = [...new Set(rooms.map((room) => room.Category))];
  const roomOf = (code: string) => rooms.find((room) => room.Code.toLowerCase() === code.toLowerCase());
  const loaded = asked && free.isSuccess && !free.isFetching;
  const taken = loaded && value !== "" && !roomOf(value);
  const category = picked && categories.includes(picked) ? picked : (seen.current.get(value) ?? null);
  const codesOf = (chosen: string | null) => [
    ...rooms.filter((room) => room.Category === chosen).map((room) => room.Code),
    ...(taken && chosen !== null && seen.current.get(value) === chosen ? [value] : []),
  ];

  const loading = asked && free.isFetching;
  const empty = !asked
    ? t("bookings.rooms.checkoutFirst")
    : loading
      ? t("bookings.rooms.loading")
      : t("bookings.rooms.noneFree");
  const status = free.isError
    ? t("bookings.rooms.loadFailed", { reason: free.error.message })
    : loaded && rooms.length === 0
      ? t("bookings.rooms.noneInBranch")
      : !asked
        ? t("bookings.rooms.offeredOnceCheckout")
        : undefined;

  return (
    <>
      <Select
        label={t("bookings.rooms.category")}
        data={categories}
        value={category}
        onChange={(next) => {
          setPicked(next);
          if (!codesOf(next).includes(value)) onChange("");
        }}
        renderOption={pricedOption((chosen) => rooms.find((room) => room.Category === chosen)?.Price, t)}
        description={status}
        placeholder={loading ? t("bookings.rooms.loading") : t("bookings.rooms.pickCategory")}
        nothingFoundMessage={empty}
        searchable
      />
      <Select
        label={t("bookings.field.suiteCode")}
        data={codesOf(category)}
        value={value || null}
        onChange={(code) => onChange(code ?? "")}
        renderOption={pricedOption(
          (code) => roomOf(code)?.Price,
          t,
          (code) => roomOf(code)?.Housekeeping === "dirty",
        )}
        description={
          roomOf(value)?.Housekeeping === "dirty" && t("bookings.rooms.chosenDirty", { room: value })
        }
        error={error || (taken && t("bookings.rooms.taken", { room: value }))}
        placeholder={category ? t("bookings.rooms.pickRoom") : t("bookings.rooms.pickCategoryFirst")}
        nothingFoundMessage={category ? empty : t("bookings.rooms.pickCategoryFirst")}
        searchable
      />
    </>
  );
}
