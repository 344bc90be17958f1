import { calls } from "@concierge/contract";
import { Group, SimpleGrid, Skeleton } from "@mantine/core";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { LoadFailure } from "../../components/load-failure";
import { useCurrency } from "../../components/money";
import { PageHeader } from "../../components/page-header";
import { useCan } from "../../lib/access";
import { useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { BranchPicker, useBranchName } from "../branches";
import { useChargeItems, useTaxes } from "./api";
import { ItemsPanel } from "./items-panel";
import { TaxesPanel } from "./taxes-panel";

/** Charges & taxes: what a branch sells beside its nights, and the taxes on them, by period. */
export function CataloguePage() {
  const { User } = useSession();
  const t = useT();
  const currency = useCurrency();
  const canManage = useCan()(calls.catalogue.createChargeItem);
  const [search, setSearch] = useSearchParams();
  const domainId = User?.DomainId ?? "";
  // The branch shown is in the address, so that a link or Back shows the same one.
  const branchId = search.get("branch") ?? User?.BranchId ?? "";
  const at = useMemo(() => ({ domainId, branchId }), [domainId, branchId]);
  const items = useChargeItems(domainId, branchId);
  const taxes = useTaxes(domainId, branchId);
  const branchName = useBranchName(domainId, branchId) ?? "";
  const taxCodes = useMemo(() => [...new Set(taxes.data?.Taxes.map((tax) => tax.Code))], [taxes.data]);
  return (
    <>
      <PageHeader
        title={t("catalogue.title")}
        description={t(canManage ? "catalogue.description" : "catalogue.descriptionReadOnly", {
          branch: branchName,
        })}
      />
      <Group mb="md">
        <BranchPicker
          domainId={domainId}
          value={branchId}
          onChange={(branch) => setSearch({ branch }, { replace: true })}
        />
      </Group>
      {items.isError && <LoadFailure query={items} what={t("catalogue.items.what")} />}
      {taxes.isError && <LoadFailure query={taxes} what={t("catalogue.taxes.what")} />}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {items.data ? (
          <ItemsPanel
            items={items.data.ChargeItems}
            taxCodes={taxCodes}
            at={at}
            canManage={canManage}
            currency={currency}
          />
        ) : (
          items.isPending && <Skeleton h={200} radius="md" aria-label={t("catalogue.loading")} />
        )}
        {taxes.data ? (
          <TaxesPanel taxes={taxes.data.Taxes} at={at} canManage={canManage} />
        ) : (
          taxes.isPending && <Skeleton h={200} radius="md" aria-label={t("catalogue.loading")} />
        )}
      </SimpleGrid>
    </>
  );
}
