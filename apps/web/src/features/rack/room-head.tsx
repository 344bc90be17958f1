import type { Room } from "@concierge/contract";
import { useState } from "react";
import { useT } from "../../lib/i18n";
import styles from "./rack.module.css";
import type { RackAccess, RackActions } from "./rack-actions";
import { housekeepingLabels, lowerCased } from "./rack-labels";
import { RoomMenu } from "./room-menu";

interface RoomHeadProps {
  room: Room;
  actions: RackActions;
  access: RackAccess;
}

/**
 * A room's header: its code and housekeeping state; a click opens its menu, for a user who may
 * change something. The menu is mounted on the first click only: two hundred idle menus would
 * slow the rack's first paint.
 */
export function RoomHead({ room, actions, access }: RoomHeadProps) {
  const [engaged, setEngaged] = useState(false);
  const [opened, setOpened] = useState(false);
  const t = useT();
  const state = t(housekeepingLabels[room.Housekeeping]);
  const shown = (
    <>
      <span className={styles.roomCode}>{room.Code}</span>{" "}
      <span className={`${styles.housekeeping} ${styles[room.Housekeeping]}`}>{state}</span>
    </>
  );
  if (!access.book && !access.mark)
    return <div className={`${styles.roomHead} ${styles.readOnly}`}>{shown}</div>;
  const head = (
    <button
      type="button"
      className={styles.roomHead}
      // Its name holds what it shows ("A5 Clean"), words apart, as speech input users say it.
      aria-label={t("rack.roomHead", {
        room: room.Code,
        state: lowerCased(housekeepingLabels[room.Housekeeping]),
      })}
      aria-haspopup="menu"
      onClick={
        engaged
          ? undefined
          : () => {
              setEngaged(true);
              setOpened(true);
            }
      }
    >
      {shown}
    </button>
  );
  if (!engaged) return head;
  return (
    <RoomMenu room={room} opened={opened} onChange={setOpened} actions={actions} access={access}>
      {head}
    </RoomMenu>
  );
}
