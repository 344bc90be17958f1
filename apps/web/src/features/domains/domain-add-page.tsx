import { DEFAULT_CURRENCY, domainCreateBody } from "@concierge/contract";
import { Paper } from "@mantine/core";
import { useNavigate } from "react-router";
import { PageHeader } from "../../components/page-header";
import { useT } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { linkTo } from "../../screens";
import { useAddDomain } from "./api";
import { DomainForm } from "./domain-form";

const LIST = linkTo("domains");

export function DomainAddPage() {
  const t = useT();
  const navigate = useNavigate();
  const add = useAddDomain();
  return (
    <>
      <PageHeader title={t("add.domain")} description={t("domains.addDescription")} />
      <Paper withBorder radius="md" p="xl" maw={640}>
        <DomainForm
          schema={domainCreateBody}
          initialValues={{ DomainName: "", RCNumber: "", Logo: "", Currency: DEFAULT_CURRENCY }}
          submitLabel={t("add.domain")}
          pending={add.isPending}
          error={add.error}
          onCancel={() => navigate(LIST)}
          onSubmit={(values) =>
            add.mutate(values, {
              onSuccess: (domain) => {
                notifySuccess(t("domains.added", { name: domain.DomainName }));
                navigate(LIST, { replace: true });
              },
            })
          }
        />
      </Paper>
    </>
  );
}
