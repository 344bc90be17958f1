import { utilityBody } from "@concierge/contract";
import { Paper } from "@mantine/core";
import { useNavigate } from "react-router";
import { NamedListForm } from "../../components/named-list-form";
import { PageHeader } from "../../components/page-header";
import { notifySuccess } from "../../lib/notify";
import { useAddUtility } from "./api";

const LIST = "/admin/utilities";

export function UtilityAddPage() {
  const navigate = useNavigate();
  const add = useAddUtility();
  return (
    <>
      <PageHeader title="Add utility" description="An amenity list; suites offer the items of 'extraz'." />
      <Paper withBorder radius="md" p="xl" maw={640}>
        <NamedListForm
          schema={utilityBody}
          listField="Items"
          itemLabel="Item"
          itemPlaceholder="Air Conditioner"
          initialValues={{ Name: "", Items: [] }}
          submitLabel="Add utility"
          pending={add.isPending}
          error={add.error}
          onCancel={() => navigate(LIST)}
          onSubmit={(values) =>
            add.mutate(values, {
              onSuccess: (utility) => {
                notifySuccess(`${utility.Name} added`);
                navigate(LIST, { replace: true });
              },
            })
          }
        />
      </Paper>
    </>
  );
}
