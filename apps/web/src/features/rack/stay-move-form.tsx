import type { Room } from "@concierge/contract";
import { Select } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { FormFrame } from "../../components/form-frame";
import { usePendingChange } from "./use-pending-change";

interface StayMoveFormProps {
  current: string;
  rooms: readonly Room[];
  onMove: (code: string) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** "Move to room…": the same change as dragging the bar to another row, without a pointer. */
export function StayMoveForm({ current, rooms, onMove, onDone, onCancel }: StayMoveFormProps) {
  const [code, setCode] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const move = usePendingChange(onMove, onDone);
  const field = useRef<HTMLInputElement>(null);
  // The button that opened the form is gone: the keyboard goes on in the field.
  useEffect(() => field.current?.focus(), []);
  const categories = [...new Set(rooms.map((room) => room.Category))];
  const data = categories.map((category) => ({
    group: category,
    items: rooms
      .filter((room) => room.Category === category && room.Code !== current)
      .map((room) => room.Code),
  }));
  return (
    <FormFrame
      submitLabel="Move"
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
        label="Move to room"
        placeholder="Pick a room"
        data={data.filter((group) => group.items.length > 0)}
        value={code}
        onChange={setCode}
        error={missing && "Pick a room to move to"}
        searchable
        ref={field}
      />
    </FormFrame>
  );
}
