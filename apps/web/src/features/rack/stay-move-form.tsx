import { dayIn, type RackStay } from "@concierge/contract";
import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { FormFrame } from "../../components/form-frame";
import { formatMoney } from "../../components/money";
import { useT } from "../../lib/i18n";
import { NewNightsPrice } from "../bookings";
import { freeRoomsQuery } from "../rooms";
import { usePendingChange } from "./use-pending-change";

interface StayMoveFormProps {
  /** The stay's branch. */
  at: { domainId: string; branchId: string };
  stay: RackStay;
  /** The stay's arrival and departure days, on the clock of the branch (`timeZone`). */
  nights: { arrival: string; departure: string; timeZone: string };
  onMove: (code: string) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * "Move to room…": the same change as dragging the bar to another row, without a pointer. Only the
 * rooms free for the whole stay are offered, by category with its price per night.
 */
export function StayMoveForm({ at, stay, nights, onMove, onDone, onCancel }: StayMoveFormProps) {
  const t = useT();
  const [code, setCode] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const move = usePendingChange(onMove, onDone);
  const field = useRef<HTMLInputElement>(null);
  // The button that opened the form is gone: the keyboard goes on in the field.
  useEffect(() => field.current?.focus(), []);
  const free = useQuery(
    freeRoomsQuery(at.domainId, at.branchId, {
      checkin: stay.CheckinDate,
      checkout: stay.CheckoutDate,
      except: stay.BookingId,
    }),
  );
  const rooms = free.data?.Rooms ?? [];
  const current = stay.SuiteCode;
  const categories = [...new Set(rooms.map((room) => room.Category))];
  const priceOf = (category: string) => rooms.find((room) => room.Category === category)?.Price ?? 0;
  const data = categories.map((category) => ({
    group: free.data
      ? t("rack.move.group", { category, price: formatMoney(priceOf(category), free.data.Currency) })
      : category,
    items: rooms
      .filter((room) => room.Category === category && room.Code !== current)
      .map((room) => room.Code),
  }));
  return (
    <FormFrame
      submitLabel={t("rack.move.submit")}
      pending={move.pending}
      error={move.error}
      onCancel={onCancel}
      onSubmit={(event) => {
        event.preventDefault();
        setMissing(code === null);
        if (code !== null) move.submit(code);
      }}
    >
      <Select
        label={t("rack.move.label")}
        placeholder={t("bookings.rooms.pickRoom")}
        data={data.filter((group) => group.items.length > 0)}
        value={code}
        onChange={setCode}
        error={(missing && t("rack.move.missing")) || free.error?.message}
        nothingFoundMessage={free.isPending ? t("bookings.rooms.loading") : t("rack.move.noneFree")}
        searchable
        ref={field}
      />
      {code !== null && (
        // A move prices the nights from today (or the arrival still to come) at the new category's.
        <NewNightsPrice
          domainId={at.domainId}
          branchId={at.branchId}
          bookingId={stay.BookingId}
          suiteId={rooms.find((room) => room.Code === code)?.SuiteId}
          from={[nights.arrival, dayIn(new Date(), nights.timeZone)].sort()[1] ?? nights.arrival}
          to={nights.departure}
        />
      )}
    </FormFrame>
  );
}
