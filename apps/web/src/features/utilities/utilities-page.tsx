import { type Utility, utilityBody } from "@concierge/contract";
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
import { useUpdateUtility, useUtilities } from "./api";

const columns: Column<Utility>[] = [
  { header: "Name", width: "30%", cell: (utility) => <Text fw={500}>{utility.Name}</Text> },
  {
    header: "Items",
    cell: (utility) => (
      <Group gap={6}>
        {utility.Items.map((item) => (
          <Badge key={item} variant="light" tt="none">
            {item}
          </Badge>
        ))}
      </Group>
    ),
  },
];

export function UtilitiesPage() {
  const utilities = useUtilities();
  const [requestedPage, setPage] = usePageParam();
  const editing = useDialogParam("edit");
  const update = useUpdateUtility();
  const all = utilities.data ?? [];
  const page = Math.min(requestedPage, pageCount(all.length));

  return (
    <>
      <PageHeader
        title="Utilities"
        description="Amenity lists; the suite forms offer the items of 'extraz'."
        action={
          <Button component={Link} to="/admin/utilities/add" leftSection={<IconPlus size={16} />}>
            Add utility
          </Button>
        }
      />
      <PagedTable
        columns={columns}
        rows={pageOf(all, page)}
        rowKey={(utility) => utility.Name}
        total={all.length}
        page={page}
        onPageChange={setPage}
        isPending={utilities.isPending}
        error={utilities.error}
        actions={(utility) => <RowActions name={utility.Name} onEdit={() => editing.open(utility.Name)} />}
      />
      <NamedListEditDialog
        title="Edit utility"
        schema={utilityBody}
        listField="Items"
        itemLabel="Item"
        itemPlaceholder="Air Conditioner"
        list={all.find((utility) => utility.Name === editing.subject)}
        update={update}
        onClose={editing.close}
      />
    </>
  );
}
