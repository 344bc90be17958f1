import { type CSSProperties, type MouseEvent, memo } from "react";
import { BlockBarView } from "./block-bar";
import type { ColleagueChange } from "./colleague-changes";
import styles from "./rack.module.css";
import type { RackAccess, RackActions } from "./rack-actions";
import { nightUnder, type RackRow } from "./rack-layout";
import { RoomHead } from "./room-head";
import { StayBarView } from "./stay-bar";
import { isRtl } from "./use-bar-drag";

interface RackRowViewProps {
  row: RackRow;
  nights: readonly string[];
  /** The first night that takes a reservation: earlier ones have passed. */
  firstBookable: number;
  cell: number;
  moving: ReadonlyMap<string, unknown>;
  /** Stays a colleague changed a moment ago (empty unless one of them is in this row). */
  changed: ReadonlyMap<string, ColleagueChange>;
  actions: RackActions;
  access: RackAccess;
}

/**
 * A room's row: its header, its nights (a click on one reserves the room from it), and its bars
 * over them. Memoised: a row renders again only when its own stays or blocks change.
 */
export const RackRowView = memo(function RackRowView({
  row,
  nights,
  firstBookable,
  cell,
  moving,
  changed,
  actions,
  access,
}: RackRowViewProps) {
  const { room } = row;
  const reserveAt = (event: MouseEvent<HTMLButtonElement>) => {
    const strip = event.currentTarget;
    const index = nightUnder(event.clientX, strip.getBoundingClientRect(), cell, isRtl(strip));
    const night = nights[index];
    if (night !== undefined && index >= firstBookable) actions.reserve(room, night);
  };
  return (
    <div
      className={`${styles.line} ${styles.row}`}
      data-room={room.Code}
      style={{ "--lanes": row.lanes } as CSSProperties}
    >
      <RoomHead room={room} actions={actions} access={access} />
      {/* One strip for all the nights (not a cell each: two hundred rooms by a month are many);
          keyboard and screen-reader users reserve from the room's menu instead. */}
      {access.book && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className={styles.nights}
          onClick={reserveAt}
        />
      )}
      {row.bars.map((bar) =>
        bar.kind === "stay" ? (
          <StayBarView
            key={bar.stay.BookingId}
            bar={bar}
            cell={cell}
            moving={moving.has(bar.stay.BookingId)}
            change={changed.get(bar.stay.BookingId)}
            actions={actions}
            movable={access.book}
          />
        ) : (
          <BlockBarView key={bar.block.Id} bar={bar} actions={access.book ? actions : undefined} />
        ),
      )}
    </div>
  );
});
