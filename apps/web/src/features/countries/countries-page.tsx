import { type Country, countryBody } from "@concierge/contract";
import { Badge, Button, Group, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import type { Column } from "../../components/data-table";
import { NamedListEditDialog } from "../../components/named-list-edit-dialog";
import { PageHeader } from "../../components/page-header";
import { PagedTable } from "../../components/paged-table";
import { RowActions } from "../../components/row-actions";
import { useDialogParam } from "../../lib/dialog-param";
import { pageCount, pageOf, usePageParam } from "../../lib/paging";
import { useCountries, useUpdateCountry } from "./api";

const columns: Column<Country>[] = [
  { header: "Name", width: "30%", cell: (country) => <Text fw={500}>{country.Name}</Text> },
  {
    header: "States",
    cell: (country) => (
      <Group gap={6}>
        {country.States.map((state) => (
          <Badge key={state} variant="light" tt="none">
            {state}
          </Badge>
        ))}
      </Group>
    ),
  },
];

export function CountriesPage() {
  const countries = useCountries();
  const [requestedPage, setPage] = usePageParam();
  const editing = useDialogParam("edit");
  const update = useUpdateCountry();
  const all = countries.data ?? [];
  const page = Math.min(requestedPage, pageCount(all.length));

  return (
    <>
      <PageHeader
        title="Countries"
        description="The countries and states your branches can be in."
        action={
          <Button component={Link} to="/admin/countries/add" leftSection={<IconPlus size={16} />}>
            Add country
          </Button>
        }
      />
      <PagedTable
        columns={columns}
        rows={pageOf(all, page)}
        rowKey={(country) => country.Name}
        total={all.length}
        page={page}
        onPageChange={setPage}
        isPending={countries.isPending}
        error={countries.error}
        actions={(country) => <RowActions name={country.Name} onEdit={() => editing.open(country.Name)} />}
      />
      <NamedListEditDialog
        title="Edit country"
        schema={countryBody}
        listField="States"
        itemLabel="State"
        itemPlaceholder="Lagos"
        list={all.find((country) => country.Name === editing.subject)}
        update={update}
        onClose={editing.close}
      />
    </>
  );
}
