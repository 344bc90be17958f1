import { calls, type Domain } from "@concierge/contract";
import { Text } from "@mantine/core";
import type { Column } from "../../components/data-table";
import { ListToolbar } from "../../components/list-toolbar";
import { AddLink, PageHeader } from "../../components/page-header";
import { PagedTable } from "../../components/paged-table";
import { useRowDialogs } from "../../components/row-actions";
import { useListView } from "../../lib/list-view";
import { exportDomains, useDomains } from "./api";
import { DomainDeleteDialog } from "./domain-delete-dialog";
import { DomainDetailsDialog } from "./domain-details-dialog";
import { DomainEditDialog } from "./domain-edit-dialog";
import { DomainLogo } from "./domain-logo";

const columns: Column<Domain>[] = [
  {
    header: "Name",
    width: "40%",
    sort: "DomainName",
    cell: (domain) => <Text fw={500}>{domain.DomainName}</Text>,
  },
  { header: "RC number", sort: "RCNumber", cell: (domain) => domain.RCNumber },
  { header: "Currency", sort: "Currency", cell: (domain) => domain.Currency },
  // Not named after the domain: the row's name cell is the one that carries it.
  { header: "Logo", cell: (domain) => <DomainLogo src={domain.Logo} alt="Logo" size={36} /> },
];

export function DomainsPage() {
  const list = useListView(calls.domains.list);
  const domains = useDomains(list.view);
  const rows = domains.data?.Domains ?? [];
  const dialogs = useRowDialogs(rows, { edit: calls.domains.update, remove: calls.domains.delete });

  return (
    <>
      <PageHeader
        title="Domains"
        description="The hotel companies, each with its registration number and logo."
        action={<AddLink to="/admin/domains/add">Add domain</AddLink>}
      />
      <ListToolbar list={list} searchLabel="Search name" exportCsv={() => exportDomains(list.view)} />
      <PagedTable
        columns={columns}
        rows={rows}
        rowKey={(domain) => domain.Id}
        total={domains.data?.Count ?? 0}
        list={list}
        noun="domains"
        query={domains}
        actions={(domain) => dialogs.actions(domain, domain.DomainName)}
      />
      <DomainDetailsDialog domain={dialogs.detailed} onClose={dialogs.closeDetails} />
      <DomainEditDialog domain={dialogs.edited} onClose={dialogs.closeEdit} />
      <DomainDeleteDialog domain={dialogs.deleting} onClose={dialogs.closeDelete} />
    </>
  );
}
