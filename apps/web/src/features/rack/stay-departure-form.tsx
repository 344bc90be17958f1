import { addDays, daysBetween } from "@concierge/contract";
import { TextInput } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { FormFrame } from "../../components/form-frame";
import { useT } from "../../lib/i18n";
import { NewNightsPrice } from "../bookings";
import { usePendingChange } from "./use-pending-change";

interface StayDepartureFormProps {
  /** The stay, its branch and its room's suite, whose prices the new nights take. */
  at: { domainId: string; branchId: string; bookingId: string; suiteId: string | undefined };
  arrival: string;
  departure: string;
  timeZone: string;
  /** The new departure day; the time of day stays the stay's own. */
  onChange: (day: string) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** "Change departure…": the same change as dragging the bar's end, without a pointer. */
export function StayDepartureForm({
  at,
  arrival,
  departure,
  timeZone,
  onChange,
  onDone,
  onCancel,
}: StayDepartureFormProps) {
  const t = useT();
  const [day, setDay] = useState(departure);
  const [wrong, setWrong] = useState<string | null>(null);
  const change = usePendingChange(onChange, onDone);
  const field = useRef<HTMLInputElement>(null);
  // The button that opened the form is gone: the keyboard goes on in the field.
  useEffect(() => field.current?.focus(), []);
  const earliest = addDays(arrival, 1);
  return (
    <FormFrame
      submitLabel={t("rack.departure.submit")}
      pending={change.pending}
      error={change.error}
      onCancel={onCancel}
      onSubmit={(event) => {
        event.preventDefault();
        const problem =
          day === ""
            ? t("rack.departure.required")
            : daysBetween(earliest, day) < 0
              ? t("rack.departure.afterArrival")
              : null;
        setWrong(problem);
        if (!problem) change.submit(day);
      }}
    >
      <TextInput
        type="date"
        label={t("bookings.field.departure")}
        description={t("rack.departure.description", { zone: timeZone })}
        min={earliest}
        value={day}
        onChange={(event) => setDay(event.currentTarget.value)}
        error={wrong}
        ref={field}
      />
      {day !== "" && day !== departure && daysBetween(earliest, day) >= 0 && (
        <NewNightsPrice {...at} from={departure} to={day} />
      )}
    </FormFrame>
  );
}
