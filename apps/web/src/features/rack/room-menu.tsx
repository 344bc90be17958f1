import { HOUSEKEEPING_STATES, type Room } from "@concierge/contract";
import { Menu } from "@mantine/core";
import { IconCalendarPlus, IconCheck, IconTool } from "@tabler/icons-react";
import type { ReactElement } from "react";
import { type MessageKey, useT } from "../../lib/i18n";
import type { RackAccess, RackActions } from "./rack-actions";

interface RoomMenuProps {
  room: Room;
  opened: boolean;
  onChange: (opened: boolean) => void;
  actions: RackActions;
  access: RackAccess;
  /** The room's header, which opens and closes the menu. */
  children: ReactElement;
}

const markLabels: Record<Room["Housekeeping"], MessageKey> = {
  clean: "rack.mark.clean",
  dirty: "rack.mark.dirty",
  inspected: "rack.mark.inspected",
};

/** A room's own actions the user may take: its housekeeping state; a reservation, out of order. */
export function RoomMenu({ room, opened, onChange, actions, access, children }: RoomMenuProps) {
  const t = useT();
  return (
    <Menu opened={opened} onChange={onChange} position="right-start" withinPortal shadow="md" width={220}>
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown aria-label={t("palette.room", { code: room.Code })}>
        {access.mark && <Menu.Label>{t("nav.housekeeping")}</Menu.Label>}
        {access.mark &&
          HOUSEKEEPING_STATES.map((state) => (
            <Menu.Item
              key={state}
              disabled={room.Housekeeping === state}
              leftSection={
                room.Housekeeping === state ? <IconCheck size={16} /> : <span style={{ width: 16 }} />
              }
              onClick={() => actions.setHousekeeping(room, state)}
            >
              {t(markLabels[state])}
            </Menu.Item>
          ))}
        {access.mark && access.book && <Menu.Divider />}
        {access.book && (
          <>
            <Menu.Item leftSection={<IconCalendarPlus size={16} />} onClick={() => actions.reserve(room)}>
              {t("rack.reserve")}
            </Menu.Item>
            <Menu.Item leftSection={<IconTool size={16} />} onClick={() => actions.takeOutOfOrder(room)}>
              {t("rack.takeOutOfOrder")}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
