import { Paper } from "@mantine/core";
import { useNavigate } from "react-router";
import { PageHeader } from "../../components/page-header";
import { notifySuccess } from "../../lib/notify";
import { useAddCountry } from "./api";
import { CountryForm } from "./country-form";

const LIST = "/admin/countries";

export function CountryAddPage() {
  const navigate = useNavigate();
  const add = useAddCountry();
  return (
    <>
      <PageHeader title="Add country" description="A country and the states your branches may be in." />
      <Paper withBorder radius="md" p="xl" maw={640}>
        <CountryForm
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
