import { calls, type Domain } from "@concierge/contract";
import { Text } from "@mantine/core";
import type { Column } from "../../components/data-table";
import { ListToolbar } from "../../components/list-toolbar";
import { AddLink, PageHeader } from "../../components/page-header";
import { PagedTable } from "../../components/paged-table";
import { useRowDialogs } from "../../components/row-actions";
import { type Translate, useT } from "../../lib/i18n";
import { useListView } from "../../lib/list-view";
import { linkTo } from "../../screens";
import { exportDomains, useDomains } from "./api";
import { DomainDeleteDialog } from "./domain-delete-dialog";
import { DomainDetailsDialog } from "./domain-details-dialog";
import { DomainEditDialog } from "./domain-edit-dialog";
import { DomainLogo } from "./domain-logo";

const columnsIn = (t: Translate): Column<Domain>[] => [
  {
    header: t("domains.name"),
    width: "40%",
    sort: "DomainName",
    cell: (domain) => <Text fw={500}>{domain.DomainName}</Text>,
  },
  { header: t("domains.rcNumber"), sort: "RCNumber", cell: (domain) => domain.RCNumber },
  { header: t("domains.currency"), sort: "Currency", cell: (domain) => domain.Currency },
  // Not named after the domain: the row's name cell is the one that carries it.
  {
    header: t("domains.logo"),
    cell: (domain) => <DomainLogo src={domain.Logo} alt={t("domains.logo")} size={36} />,
  },
];

export function DomainsPage() {
  const t = useT();
  const list = useListView(calls.domains.list);
  const domains = useDomains(list.view);
  const rows = domains.data?.Domains ?? [];
  const dialogs = useRowDialogs(rows, { edit: calls.domains.update, remove: calls.domains.delete });

  return (
    <>
      <PageHeader
        title={t("nav.domains")}
        description={t("domains.description")}
        action={<AddLink to={linkTo("domainAdd")}>{t("add.domain")}</AddLink>}
      />
      <ListToolbar list={list} searchLabel={t("domains.search")} exportCsv={() => exportDomains(list.view)} />
      <PagedTable
        columns={columnsIn(t)}
        rows={rows}
        rowKey={(domain) => domain.Id}
        total={domains.data?.Count ?? 0}
        list={list}
        noun={t("domains.noun")}
        query={domains}
        actions={(domain) => dialogs.actions(domain, domain.DomainName)}
      />
      <DomainDetailsDialog domain={dialogs.detailed} onClose={dialogs.closeDetails} />
      <DomainEditDialog domain={dialogs.edited} onClose={dialogs.closeEdit} />
      <DomainDeleteDialog domain={dialogs.deleting} onClose={dialogs.closeDelete} />
    </>
  );
}
