import { addDays, type Block, calls, dayIn, type Room } from "@concierge/contract";
import { Skeleton, Stack } from "@mantine/core";
import { useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { LoadFailure } from "../../components/load-failure";
import { AddLink, PageHeader } from "../../components/page-header";
import { useCan } from "../../lib/access";
import { useDialogParam } from "../../lib/dialog-param";
import { type MessageKey, useT } from "../../lib/i18n";
import { notifyFailure, notifySuccess } from "../../lib/notify";
import { useSession } from "../../lib/session";
import { linkTo } from "../../screens";
import { type AskedAction, BookingStatusDialogs } from "../bookings";
import { useBranchName } from "../branches";
import { useRack, useSetHousekeeping } from "../rooms";
import { BlockDialog } from "./block-dialog";
import { useColleagueChanges } from "./colleague-changes";
import { DepartureQuestionDialog } from "./departure-question-dialog";
import { EndBlockDialog } from "./end-block-dialog";
import { useRackActions } from "./rack-actions";
import { RackGrid } from "./rack-grid";
import { layoutRack, type StayBar } from "./rack-layout";
import { RackLegend } from "./rack-legend";
import { RackToolbar } from "./rack-toolbar";
import { useRackView } from "./rack-view";
import { RateQuestionDialog } from "./rate-question-dialog";
import { useStayChanges, withMoving } from "./stay-changes";
import { StayDialog } from "./stay-dialog";
import { subjectOfStay } from "./stay-subject";
import { useStayMoves } from "./use-stay-moves";

const placeholderRows = Array.from({ length: 8 }, (_, index) => `placeholder-${index}`);

const markedNotices: Record<Room["Housekeeping"], MessageKey> = {
  clean: "rack.notice.marked.clean",
  dirty: "rack.notice.marked.dirty",
  inspected: "rack.notice.marked.inspected",
};

function RackSkeleton() {
  const t = useT();
  return (
    <Stack gap={6} role="status" aria-label={t("rack.loading")}>
      {placeholderRows.map((name, index) => (
        <Skeleton key={name} h={index === 0 ? 44 : 34} radius="sm" />
      ))}
    </Stack>
  );
}

/** The room rack (issue 14): a branch's rooms down the side, nights across, each stay a bar. */
export function RackPage() {
  const { User } = useSession();
  const t = useT();
  const domainId = User?.DomainId ?? "";
  const can = useCan();
  const canWrite = can(calls.bookings.update);
  const canMark = can(calls.rooms.housekeeping);
  const access = useMemo(() => ({ book: canWrite, mark: canMark }), [canWrite, canMark]);
  const [view, changeView] = useRackView(User?.BranchId ?? "");
  const branchId = view.branchId;
  const rack = useRack(domainId, branchId, view.from, view.days);
  const branchName = useBranchName(domainId, branchId);
  const housekeeping = useSetHousekeeping();
  const navigate = useNavigate();
  const location = useLocation();
  const details = useDialogParam("stay");
  const [asked, setAsked] = useState<AskedAction>();
  const [blocking, setBlocking] = useState<Room>();
  const [ending, setEnding] = useState<Block>();

  const data = rack.data;
  const timeZone = data?.TimeZone ?? "UTC";
  const stays = useStayChanges(domainId);
  const changed = useColleagueChanges(User?.Username ?? "");
  const groups = useMemo(
    () => (data ? layoutRack(withMoving(data, stays.moving)) : []),
    [data, stays.moving],
  );
  const moves = useStayMoves({ stays, at: { domainId, branchId }, timeZone, groups, canWrite });
  const bars = useMemo(
    () =>
      new Map(
        groups.flatMap((group) =>
          group.rows.flatMap((row) =>
            row.bars.filter((bar) => bar.kind === "stay").map((bar) => [bar.stay.BookingId, bar] as const),
          ),
        ),
      ),
    [groups],
  );
  const today = dayIn(new Date(), timeZone);
  const firstNight = data && data.From > today ? data.From : today;
  const at = { domainId, branchId };
  const roomOf = (code: string) => data?.Rooms.find((room) => room.Code.toLowerCase() === code.toLowerCase());

  const actions = useRackActions({
    openStay: (stay) => details.open(stay.BookingId),
    dropStay: moves.drop,
    reserve: (room, night = firstNight) => {
      if (!canWrite) return;
      const query = new URLSearchParams({
        branchId,
        room: room.Code,
        arrival: night,
        departure: addDays(night, 1),
        back: `${location.pathname}${location.search}`,
      });
      navigate(linkTo("bookingAdd", query));
    },
    endBlock: (block) => canWrite && setEnding(block),
    takeOutOfOrder: (room) => canWrite && setBlocking(room),
    setHousekeeping: (room, state) =>
      housekeeping.mutate(
        { room: { ...at, code: room.Code }, housekeeping: state },
        {
          onSuccess: () => notifySuccess(t(markedNotices[state], { room: room.Code })),
          onError: (refused) => notifyFailure(refused.message),
        },
      ),
  });

  const shownStay = details.subject ? bars.get(details.subject) : undefined;
  const action = (chosen: AskedAction["action"], bar: StayBar) => {
    details.close();
    setAsked({
      action: chosen,
      booking: subjectOfStay(bar.stay, domainId, branchId),
      housekeeping: roomOf(bar.stay.SuiteCode)?.Housekeeping,
    });
  };

  return (
    <>
      <PageHeader
        title={t("rack.title")}
        description={
          branchName
            ? t("rack.description", { branch: branchName, zone: timeZone })
            : t("rack.descriptionNoBranch", { zone: timeZone })
        }
        action={<AddLink to={linkTo("bookingAdd", { branchId })}>{t("add.booking")}</AddLink>}
      />
      <RackToolbar
        domainId={domainId}
        view={view}
        shownFrom={data?.From ?? view.from}
        loading={rack.isFetching}
        onChange={changeView}
      />
      {rack.isError && <LoadFailure query={rack} what={t("rack.what")} />}
      {!data ? (
        rack.isPending && <RackSkeleton />
      ) : groups.length === 0 ? (
        <EmptyState title={t("rack.empty.title")} description={t("rack.empty.description")} />
      ) : (
        <>
          <RackGrid
            groups={groups}
            from={data.From}
            days={data.Days}
            today={today}
            stale={rack.isPlaceholderData}
            moving={stays.moving}
            changed={changed}
            actions={actions}
            access={access}
          />
          <RackLegend keys={canWrite} />
        </>
      )}
      <StayDialog
        bar={shownStay}
        at={at}
        suiteId={
          shownStay &&
          data?.Rooms.find((room) => room.Code.toLowerCase() === shownStay.stay.SuiteCode.toLowerCase())
            ?.SuiteId
        }
        timeZone={timeZone}
        canWrite={canWrite}
        onMove={moves.moveTo}
        onDepart={moves.departOn}
        onAction={(chosen) => shownStay && action(chosen, shownStay)}
        onClose={details.close}
      />
      <RateQuestionDialog question={moves.question} />
      <DepartureQuestionDialog question={moves.extension} />
      {moves.crossedDialog}
      <BookingStatusDialogs asked={asked} onClose={() => setAsked(undefined)} />
      <BlockDialog
        room={blocking}
        at={at}
        firstNight={firstNight}
        timeZone={timeZone}
        onClose={() => setBlocking(undefined)}
      />
      <EndBlockDialog block={ending} at={at} onClose={() => setEnding(undefined)} />
    </>
  );
}
