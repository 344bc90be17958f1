import { countryBody } from "@concierge/contract";
import { Paper } from "@mantine/core";
import { useNavigate } from "react-router";
import { NamedListForm } from "../../components/named-list-form";
import { PageHeader } from "../../components/page-header";
import { notifySuccess } from "../../lib/notify";
import { useAddCountry } from "./api";

const LIST = "/admin/countries";

export function CountryAddPage() {
  const navigate = useNavigate();
  const add = useAddCountry();
  return (
    <>
      <PageHeader title="Add country" description="A country and the states your branches may be in." />
      <Paper withBorder radius="md" p="xl" maw={640}>
        <NamedListForm
          schema={countryBody}
          listField="States"
          itemLabel="State"
          itemPlaceholder="Lagos"
          initialValues={{ Name: "", States: [] }}
          submitLabel="Add country"
          pending={add.isPending}
          error={add.error}
          onCancel={() => navigate(LIST)}
          onSubmit={(values) =>
            add.mutate(values, {
              onSuccess: (country) => {
                notifySuccess(`${country.Name} added`);
                navigate(LIST, { replace: true });
              },
            })
          }
        />
      </Paper>
    </>
  );
}
