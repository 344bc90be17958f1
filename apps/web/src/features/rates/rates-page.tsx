import { calls, dayIn } from "@concierge/contract";
import { Skeleton, Text } from "@mantine/core";
import { useCallback, useMemo, useState } from "react";
import { EmptyState } from "../../components/empty-state";
import { LoadFailure } from "../../components/load-failure";
import { useCurrency } from "../../components/money";
import { PageHeader } from "../../components/page-header";
import { useCan } from "../../lib/access";
import { useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { useBranchName } from "../branches";
import { RackToolbar, useRackView } from "../rack";
import { useRack } from "../rooms";
import { useRateCalendar, useRatePlans } from "./api";
import { RateGrid } from "./rate-grid";
import { layoutRates } from "./rate-layout";
import { RatePlansPanel } from "./rate-plans-panel";
import { nightsOf, type RateSelection, rangeOf } from "./rate-selection";
import { type PickedNights, RatesDialog } from "./rates-dialog";

/** The rate calendar (issue 29): each suite's plans down the side, nights across, a price a cell. */
export function RatesPage() {
  const { User } = useSession();
  const t = useT();
  const domainId = User?.DomainId ?? "";
  const canManage = useCan()(calls.rates.set);
  const currency = useCurrency();
  const [view, changeView] = useRackView(User?.BranchId ?? "");
  const branchId = view.branchId;
  const at = useMemo(() => ({ domainId, branchId }), [domainId, branchId]);
  const calendar = useRateCalendar(domainId, branchId, view.from, view.days);
  const plans = useRatePlans(domainId, branchId).data?.RatePlans;
  // The rooms' answer names each suite's category and the branch's zone.
  const rooms = useRack(domainId, branchId, undefined, 1);
  const branchName = useBranchName(domainId, branchId);
  const [selection, setSelection] = useState<RateSelection>();
  const [picked, setPicked] = useState<PickedNights>();

  const data = calendar.data;
  const timeZone = rooms.data?.TimeZone ?? "UTC";
  const today = dayIn(new Date(), timeZone);
  const groups = useMemo(() => {
    if (!data) return [];
    const categories = new Map(rooms.data?.Rooms.map((room) => [room.SuiteId, room.Category]));
    return layoutRates(data, (suiteId) => categories.get(suiteId) ?? "…");
  }, [data, rooms.data]);
  const nights = useMemo(() => (data ? nightsOf(data.From, data.Days) : []), [data]);

  const open = useCallback(
    (chosen: RateSelection) => {
      const row = groups.flatMap((group) => group.rows).find((each) => each.key === chosen.row);
      if (row && data) setPicked({ row, ...rangeOf(chosen, data.From) });
    },
    [groups, data],
  );

  return (
    <>
      <PageHeader
        title={t("rates.title")}
        description={t(canManage ? "rates.description" : "rates.descriptionReadOnly", {
          branch: branchName ?? "",
          zone: timeZone,
        })}
      />
      <RackToolbar
        domainId={domainId}
        view={view}
        shownFrom={data?.From ?? view.from}
        loading={calendar.isFetching}
        onChange={(changes) => {
          setSelection(undefined);
          changeView(changes);
        }}
      />
      {calendar.isError && <LoadFailure query={calendar} what={t("rates.what")} />}
      {!data ? (
        calendar.isPending && <Skeleton h={240} radius="md" aria-label={t("rates.loading")} />
      ) : groups.length === 0 ? (
        <EmptyState title={t("rates.empty.title")} description={t("rates.empty.description")} />
      ) : (
        <>
          <RateGrid
            groups={groups}
            nights={nights}
            today={today}
            stale={calendar.isPlaceholderData}
            canSet={canManage}
            currency={currency}
            plans={data.Plans}
            selection={selection}
            onSelect={setSelection}
            onOpen={open}
          />
          <Text size="xs" c="dimmed">
            {t("rates.legend")}
            {canManage && ` · ${t("rates.keys")}`}
          </Text>
        </>
      )}
      {plans && <RatePlansPanel plans={plans} at={at} canManage={canManage} currency={currency} />}
      <RatesDialog
        picked={picked}
        at={at}
        onClose={() => {
          setPicked(undefined);
          setSelection(undefined);
        }}
      />
    </>
  );
}
