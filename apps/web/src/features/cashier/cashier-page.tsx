import { Group, Skeleton, TextInput, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { ExportButton } from "../../components/export-button";
import { LoadFailure } from "../../components/load-failure";
import { PageHeader } from "../../components/page-header";
import { useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { BranchPicker, useBranchName } from "../branches";
import { useBranchZone } from "../names";
import { downloadCashierDay, useCashierDay } from "./api";
import { CashierEntries, CashierTotals, CashierUsers } from "./cashier-tables";
import { DepartedWithBalance } from "./departed-with-balance";

/** The cashier's day (issue 30, point 7): a branch's payments and refunds of one day, and who owes. */
export function CashierPage() {
  const { User } = useSession();
  const t = useT();
  const domainId = User?.DomainId ?? "";
  // The branch and the day live in the address: a reload or a shared link shows the same day.
  const [params, setParams] = useSearchParams();
  const branchId = params.get("branch") || User?.BranchId || "";
  const date = params.get("date") || undefined;
  const change = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const day = useCashierDay(domainId, branchId, date);
  const branchName = useBranchName(domainId, branchId);
  const timeZone = useBranchZone(domainId, branchId) ?? "UTC";
  const data = day.data;

  return (
    <>
      <PageHeader
        title={t("cashier.title")}
        description={t("cashier.description", { branch: branchName ?? "", zone: timeZone })}
      />
      <Group align="flex-end" gap="md" mb="lg" wrap="wrap">
        <BranchPicker domainId={domainId} value={branchId} onChange={(branch) => change("branch", branch)} />
        <TextInput
          type="date"
          label={t("cashier.day")}
          value={date ?? data?.Date ?? ""}
          onChange={(event) => change("date", event.currentTarget.value || undefined)}
          w={170}
        />
        <ExportButton exportCsv={() => downloadCashierDay(domainId, branchId, date)} />
      </Group>
      {day.isError && <LoadFailure query={day} what={t("cashier.what")} />}
      {!data ? (
        day.isPending && <Skeleton h={200} radius="md" aria-label={t("cashier.loading")} />
      ) : (
        <>
          <CashierTotals day={data} />
          {data.Entries.length === 0 ? (
            <EmptyState title={t("cashier.empty.title")} description={t("cashier.empty.description")} />
          ) : (
            <>
              <Title order={3} mb="sm">
                {t("cashier.byUser")}
              </Title>
              <CashierUsers day={data} />
              <Title order={3} mt="xl" mb="sm">
                {t("cashier.entries")}
              </Title>
              <CashierEntries day={data} timeZone={timeZone} />
            </>
          )}
        </>
      )}
      <DepartedWithBalance domainId={domainId} branchId={branchId} timeZone={timeZone} />
    </>
  );
}
