import { calls, type Suite } from "@concierge/contract";
import { Badge, Group, Text } from "@mantine/core";
import type { Column } from "../../components/data-table";
import { ListToolbar } from "../../components/list-toolbar";
import { Money } from "../../components/money";
import { AddLink, PageHeader } from "../../components/page-header";
import { PagedTable } from "../../components/paged-table";
import { useRowDialogs } from "../../components/row-actions";
import { type Translate, useT } from "../../lib/i18n";
import { useListView } from "../../lib/list-view";
import { useSession } from "../../lib/session";
import { linkTo } from "../../screens";
import { exportSuites, useSuites } from "./api";
import { ArchivedBadge, RestoreSuiteButton } from "./suite-archive";
import { SuiteDeleteDialog } from "./suite-delete-dialog";
import { SuiteDetailsDialog } from "./suite-details-dialog";
import { SuiteEditDialog } from "./suite-edit-dialog";
import { SuiteFilters } from "./suite-filters";
import { suiteName } from "./suite-labels";

const columnsOf = (t: Translate): Column<Suite>[] => [
  {
    header: t("suites.codes"),
    width: "40%",
    cell: (suite) => (
      <Group gap={6}>
        {suite.Codes.map((code) => (
          <Badge key={code} variant="light" tt="none">
            {code}
          </Badge>
        ))}
      </Group>
    ),
  },
  {
    header: t("suites.category"),
    sort: "Category",
    cell: (suite) => (
      <Group gap={6}>
        <Text fw={500}>{suite.Category}</Text>
        <ArchivedBadge suite={suite} />
      </Group>
    ),
  },
  {
    header: t("suites.price"),
    align: "right",
    sort: "Price",
    // SPEC section 2 shows "$120.00": the domain's currency, dollars by default.
    cell: (suite) => <Money amount={suite.Price} />,
  },
];

/** The suites of the signed-in user's domain. */
export function SuitesPage() {
  const { User, Domain } = useSession();
  const t = useT();
  const domainId = User?.DomainId ?? "";
  const list = useListView(calls.suites.list);
  const suites = useSuites(domainId, list.view);
  const rows = suites.data?.Suites ?? [];
  const dialogs = useRowDialogs(rows, { edit: calls.suites.update, remove: calls.suites.delete });

  return (
    <>
      <PageHeader
        title={t("suites.title")}
        description={t("suites.description", { domain: Domain?.DomainName ?? t("inventory.yourDomain") })}
        action={<AddLink to={linkTo("suiteAdd")}>{t("add.suite")}</AddLink>}
      />
      <ListToolbar
        list={list}
        searchLabel={t("suites.search")}
        exportCsv={() => exportSuites(domainId, list.view)}
      >
        <SuiteFilters domainId={domainId} filters={list.view.filters} onChange={list.setFilters} />
      </ListToolbar>
      <PagedTable
        columns={columnsOf(t)}
        rows={rows}
        rowKey={(suite) => suite.Id}
        total={suites.data?.Count ?? 0}
        list={list}
        noun={t("suites.noun")}
        query={suites}
        actions={(suite) => dialogs.actions(suite, suiteName(suite), <RestoreSuiteButton suite={suite} />)}
      />
      <SuiteDetailsDialog suite={dialogs.detailed} onClose={dialogs.closeDetails} />
      <SuiteEditDialog suite={dialogs.edited} onClose={dialogs.closeEdit} />
      <SuiteDeleteDialog suite={dialogs.deleting} onClose={dialogs.closeDelete} />
    </>
  );
}
