import { addDays, dayIn, daysBetween, type RackStay } from "@concierge/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useCrossedQuestion } from "../../components/crossed-edit-dialog";
import { formatMoney } from "../../components/money";
import { UNDO_MS } from "../../lib/held-calls";
import { useT } from "../../lib/i18n";
import { closeNotice, notifyFailure, notifySuccess, notifyUndoable } from "../../lib/notify";
import { bookingQuery } from "../bookings";
import { freeRoomsQuery } from "../rooms";
import type { DepartureQuestion } from "./departure-question-dialog";
import type { Drop } from "./rack-actions";
import { formatDay } from "./rack-formats";
import { type RackGroup, roomBeside, type StayBar } from "./rack-layout";
import { stayNights } from "./rack-nights";
import type { RateQuestion } from "./rate-question-dialog";
import { inRoom, leavingOn, type StayPlace, type useStayChanges } from "./stay-changes";

interface StayMovesInput {
  stays: ReturnType<typeof useStayChanges>;
  at: { domainId: string; branchId: string };
  timeZone: string;
  groups: readonly RackGroup[];
  canWrite: boolean;
}

const same = (one: string, other: string) => one.toLowerCase() === other.toLowerCase();

/**
 * Everything that sends a stay somewhere else from the rack: a drop, an arrow key, the stay's
 * dialog. A room of another category at another price first asks which rate to keep; each move
 * says what it did with Undo, which moves the stay back; a refusal brings the bar back and says why.
 */
export function useStayMoves({ stays, at, timeZone, groups, canWrite }: StayMovesInput) {
  const t = useT();
  const queryClient = useQueryClient();
  const [question, setQuestion] = useState<RateQuestion>();
  const [extension, setExtension] = useState<DepartureQuestion>();
  const crossed = useCrossedQuestion();
  const roomOf = (code: string) =>
    groups.flatMap((group) => group.rows.map((row) => row.room)).find((room) => same(room.Code, code));

  /** Whether the stay keeps its rate in room `code`; undefined when the question was dismissed. */
  const keepsRate = async (stay: RackStay, code: string): Promise<boolean | undefined> => {
    const to = roomOf(code);
    if (!to || to.SuiteId === roomOf(stay.SuiteCode)?.SuiteId) return false;
    const [booking, free] = await Promise.all([
      queryClient.fetchQuery({ ...bookingQuery(at.domainId, stay.BookingId), staleTime: 0 }),
      queryClient.fetchQuery(
        freeRoomsQuery(at.domainId, at.branchId, {
          checkin: stay.CheckinDate,
          checkout: stay.CheckoutDate,
          except: stay.BookingId,
        }),
      ),
    ]);
    // A room taken meanwhile is for the server to refuse; at the same price there is nothing to ask.
    const offered = free.Rooms.find((room) => same(room.Code, code));
    if (!offered || offered.Price === booking.Rate) return false;
    // Taking the new rate prices the nights from today (or the arrival still to come) to the departure.
    const { arrival, departure } = stayNights(stay, timeZone);
    const today = dayIn(new Date(), timeZone);
    const priced = {
      ...at,
      bookingId: stay.BookingId,
      suiteId: to.SuiteId,
      from: arrival > today ? arrival : today,
      to: departure,
    };
    return new Promise((resolve) =>
      setQuestion({
        guest: stay.Guest,
        room: to.Code,
        category: to.Category,
        current: formatMoney(booking.Rate, free.Currency),
        offered: formatMoney(offered.Price, free.Currency),
        priced,
        answer: (keepRate) => {
          setQuestion(undefined);
          resolve(keepRate);
        },
      }),
    );
  };

  const leaves = (place: StayPlace) => formatDay(dayIn(place.CheckoutDate, timeZone));

  /**
   * Whether a stay stretched to a later departure is to be saved, once what its new nights cost
   * under its plan has been said (issue 29: before saving); false when the question was dismissed.
   */
  const asksExtension = (stay: RackStay, place: StayPlace): Promise<boolean> =>
    new Promise((resolve) =>
      setExtension({
        guest: stay.Guest,
        day: leaves(place),
        priced: {
          ...at,
          bookingId: stay.BookingId,
          suiteId: roomOf(stay.SuiteCode)?.SuiteId,
          from: stayNights(stay, timeZone).departure,
          to: dayIn(place.CheckoutDate, timeZone),
        },
        answer: (save) => {
          setExtension(undefined);
          resolve(save);
        },
      }),
    );
  const refused = (stay: RackStay) => (reason: Error) =>
    notifyFailure(t("rack.notice.notChanged", { guest: stay.Guest, reason: reason.message }));

  /**
   * "Ada Obi moved to 108" with Undo for a while: Undo moves the stay back, at the rate it had, from
   * the `version` the move left it at.
   */
  const offerUndo = (stay: RackStay, place: StayPlace, keepRate: boolean, version: number) => {
    const id = `move ${stay.BookingId} ${Date.now()}`;
    const closing = window.setTimeout(() => closeNotice(id), UNDO_MS);
    const back: StayPlace = { SuiteCode: stay.SuiteCode, CheckoutDate: stay.CheckoutDate };
    const undo = () => {
      window.clearTimeout(closing);
      closeNotice(id);
      stays
        .change({ ...stay, ...place, Version: version }, back, keepRate)
        .then(
          () =>
            notifySuccess(
              t("rack.notice.undone", { guest: stay.Guest, room: back.SuiteCode, day: leaves(back) }),
            ),
          refused(stay),
        );
    };
    const message = same(place.SuiteCode, stay.SuiteCode)
      ? t("rack.notice.leaves", { guest: stay.Guest, day: leaves(place) })
      : t("rack.notice.moved", { guest: stay.Guest, room: place.SuiteCode });
    notifyUndoable(id, message, Date.now() + UNDO_MS, undo);
  };

  /** Sends the stay to `place` over whatever the booking is now: the answer to a 412's Overwrite. */
  const overwrite = async (stay: RackStay, place: StayPlace, keepRate: boolean) => {
    const now = await queryClient.fetchQuery({ ...bookingQuery(at.domainId, stay.BookingId), staleTime: 0 });
    const moved = await stays.change({ ...stay, Version: now.Version }, place, keepRate);
    offerUndo(stay, place, keepRate, moved.Version);
  };

  /**
   * Sends the stay to `place`, asking first which rate to keep; rejects with the server's refusal,
   * but for a colleague's change meanwhile (412), which asks Reload (the rack shows theirs already)
   * or Overwrite.
   */
  const change = async (stay: RackStay, place: StayPlace) => {
    const keepRate = same(place.SuiteCode, stay.SuiteCode) ? false : await keepsRate(stay, place.SuiteCode);
    if (keepRate === undefined) return;
    try {
      const moved = await stays.change(stay, place, keepRate);
      offerUndo(stay, place, keepRate, moved.Version);
    } catch (error) {
      const overwriting = () => overwrite(stay, place, keepRate).catch(refused(stay));
      if (!crossed.ask(error, { reload: () => undefined, overwrite: overwriting })) throw error;
    }
  };

  const drop = (bar: StayBar, drop: Drop) => {
    if (!canWrite) return;
    const { stay } = bar;
    const room =
      drop.kind === "move"
        ? drop.room
        : drop.kind === "room"
          ? roomBeside(groups, stay.SuiteCode, drop.by)?.Code
          : undefined;
    if (room !== undefined && !same(room, stay.SuiteCode))
      change(stay, inRoom(stay, room)).catch(refused(stay));
    if (drop.kind === "stretch") {
      // The stay keeps at least one night.
      const nights = Math.max(drop.nights, daysBetween(bar.departure, addDays(bar.arrival, 1)));
      const place = leavingOn(stay, addDays(bar.departure, nights), timeZone);
      // Fewer nights cost nothing new: the stay is shortened at once, with Undo.
      if (nights < 0) change(stay, place).catch(refused(stay));
      if (nights > 0) {
        asksExtension(stay, place)
          .then((save) => (save ? change(stay, place) : undefined))
          .catch(refused(stay));
      }
    }
  };

  return {
    drop,
    question,
    extension,
    crossedDialog: crossed.dialog,
    moveTo: (stay: RackStay, code: string) => change(stay, inRoom(stay, code)),
    departOn: (stay: RackStay, day: string) => change(stay, leavingOn(stay, day, timeZone)),
  };
}
