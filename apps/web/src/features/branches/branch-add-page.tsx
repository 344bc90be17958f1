import { branchCreateBody } from "@concierge/contract";
import { Paper } from "@mantine/core";
import { useNavigate } from "react-router";
import { PageHeader } from "../../components/page-header";
import { useT } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { useSession } from "../../lib/session";
import { linkTo } from "../../screens";
import { useAddBranch } from "./api";
import { BranchForm } from "./branch-form";

const LIST = linkTo("branches");

export function BranchAddPage() {
  const t = useT();
  const navigate = useNavigate();
  const add = useAddBranch();
  // SPEC section 6: the domain id starts as the signed-in user's.
  const domainId = useSession().User?.DomainId ?? "";
  return (
    <>
      <PageHeader title={t("add.branch")} description={t("branches.addDescription")} />
      <Paper withBorder radius="md" p="xl" maw={640}>
        <BranchForm
          schema={branchCreateBody}
          initialValues={{
            Name: "",
            DomainId: domainId,
            Phone: "",
            Email: "",
            Address: "",
            Country: "",
            State: "",
            TimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
            PricesIncludeTax: true,
          }}
          submitLabel={t("add.branch")}
          pending={add.isPending}
          error={add.error}
          onCancel={() => navigate(LIST)}
          onSubmit={(values) =>
            add.mutate(values, {
              onSuccess: (branch) => {
                notifySuccess(t("branches.added", { name: branch.Name }));
                navigate(LIST, { replace: true });
              },
            })
          }
        />
      </Paper>
    </>
  );
}
