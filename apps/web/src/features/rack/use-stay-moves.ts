import { addDays, dayIn, daysBetween, type RackStay } from "@concierge/contract";
import { useT } from "../../lib/i18n";
import { notifyFailure, notifySuccess } from "../../lib/notify";
import type { Drop } from "./rack-actions";
import { formatDay } from "./rack-formats";
import { type RackGroup, roomBeside, type StayBar } from "./rack-layout";
import { inRoom, leavingOn, type StayPlace, type useStayChanges } from "./stay-changes";

interface StayMovesInput {
  stays: ReturnType<typeof useStayChanges>;
  timeZone: string;
  groups: readonly RackGroup[];
  canWrite: boolean;
}

/**
 * Everything that sends a stay somewhere else from the rack: a drop, an arrow key, the stay's
 * dialog. Each says what it did; a refusal brings the bar back and says why.
 */
export function useStayMoves({ stays, timeZone, groups, canWrite }: StayMovesInput) {
  const t = useT();

  const change = (stay: RackStay, place: StayPlace) =>
    stays.change(stay, place).then(() =>
      notifySuccess(
        place.SuiteCode === stay.SuiteCode
          ? t("rack.notice.leaves", {
              guest: stay.Guest,
              day: formatDay(dayIn(place.CheckoutDate, timeZone)),
            })
          : t("rack.notice.moved", { guest: stay.Guest, room: place.SuiteCode }),
      ),
    );

  const send = (stay: RackStay, place: StayPlace) =>
    change(stay, place).catch((refused: Error) =>
      notifyFailure(t("rack.notice.notChanged", { guest: stay.Guest, reason: refused.message })),
    );

  const drop = (bar: StayBar, drop: Drop) => {
    if (!canWrite) return;
    const room =
      drop.kind === "move"
        ? drop.room
        : drop.kind === "room"
          ? roomBeside(groups, bar.stay.SuiteCode, drop.by)?.Code
          : undefined;
    if (room !== undefined && room.toLowerCase() !== bar.stay.SuiteCode.toLowerCase()) {
      send(bar.stay, inRoom(bar.stay, room));
    }
    if (drop.kind === "stretch") {
      // The stay keeps at least one night.
      const nights = Math.max(drop.nights, daysBetween(bar.departure, addDays(bar.arrival, 1)));
      if (nights !== 0) send(bar.stay, leavingOn(bar.stay, addDays(bar.departure, nights), timeZone));
    }
  };

  return {
    drop,
    moveTo: (stay: RackStay, code: string) => change(stay, inRoom(stay, code)),
    departOn: (stay: RackStay, day: string) => change(stay, leavingOn(stay, day, timeZone)),
  };
}
