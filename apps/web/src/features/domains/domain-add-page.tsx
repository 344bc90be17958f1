import { DEFAULT_CURRENCY, domainCreateBody } from "@concierge/contract";
import { Paper } from "@mantine/core";
import { useNavigate } from "react-router";
import { PageHeader } from "../../components/page-header";
import { notifySuccess } from "../../lib/notify";
import { useAddDomain } from "./api";
import { DomainForm } from "./domain-form";

const LIST = "/admin/domains";

export function DomainAddPage() {
  const navigate = useNavigate();
  const add = useAddDomain();
  return (
    <>
      <PageHeader title="Add domain" description="A hotel company, with its registration number and logo." />
      <Paper withBorder radius="md" p="xl" maw={640}>
        <DomainForm
          schema={domainCreateBody}
          initialValues={{ DomainName: "", RCNumber: "", Logo: "", Currency: DEFAULT_CURRENCY }}
          submitLabel="Add domain"
          pending={add.isPending}
          error={add.error}
          onCancel={() => navigate(LIST)}
          onSubmit={(values) =>
            add.mutate(values, {
              onSuccess: (domain) => {
                notifySuccess(`Domain ${domain.DomainName} added`);
                navigate(LIST, { replace: true });
              },
            })
          }
        />
      </Paper>
    </>
  );
}
