import { HOUSEKEEPING_STATES, type Room } from "@concierge/contract";
import { Menu } from "@mantine/core";
import { IconCalendarPlus, IconCheck, IconTool } from "@tabler/icons-react";
import type { ReactElement } from "react";
import type { RackActions } from "./rack-actions";
import { housekeepingLabels } from "./rack-labels";

interface RoomMenuProps {
  room: Room;
  opened: boolean;
  onChange: (opened: boolean) => void;
  actions: RackActions;
  /** The room's header, which opens and closes the menu. */
  children: ReactElement;
}

/** A room's own actions: its housekeeping state, a reservation, out of order. */
export function RoomMenu({ room, opened, onChange, actions, children }: RoomMenuProps) {
  return (
    <Menu opened={opened} onChange={onChange} position="right-start" withinPortal shadow="md" width={220}>
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown aria-label={`Room ${room.Code}`}>
        <Menu.Label>Housekeeping</Menu.Label>
        {HOUSEKEEPING_STATES.map((state) => (
          <Menu.Item
            key={state}
            disabled={room.Housekeeping === state}
            leftSection={
              room.Housekeeping === state ? <IconCheck size={16} /> : <span style={{ width: 16 }} />
            }
            onClick={() => actions.setHousekeeping(room, state)}
          >
            {`Mark ${housekeepingLabels[state].toLowerCase()}`}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconCalendarPlus size={16} />} onClick={() => actions.reserve(room)}>
          Reserve…
        </Menu.Item>
        <Menu.Item leftSection={<IconTool size={16} />} onClick={() => actions.takeOutOfOrder(room)}>
          Take out of order…
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
