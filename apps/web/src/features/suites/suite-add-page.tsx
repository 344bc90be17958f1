import { SUITE_ADULTS, suiteCreateBody } from "@concierge/contract";
import { Paper } from "@mantine/core";
import { useNavigate } from "react-router";
import { PageHeader } from "../../components/page-header";
import { useT } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { useSession } from "../../lib/session";
import { linkTo } from "../../screens";
import { useAddSuite } from "./api";
import { SuiteForm } from "./suite-form";
import { suiteName } from "./suite-labels";

const LIST = linkTo("suites");

export function SuiteAddPage() {
  const navigate = useNavigate();
  const add = useAddSuite();
  const t = useT();
  // SPEC section 2: the domain id starts as the signed-in user's.
  const domainId = useSession().User?.DomainId ?? "";
  return (
    <>
      <PageHeader title={t("add.suite")} description={t("suites.addDescription")} />
      <Paper withBorder radius="md" p="xl" maw={720}>
        <SuiteForm
          schema={suiteCreateBody}
          initialValues={{
            Category: "",
            Codes: [],
            DomainId: domainId,
            Description: "",
            Price: "",
            MaxAdults: SUITE_ADULTS.default,
            BranchId: "",
            Utilities: [],
            Views: [],
          }}
          submitLabel={t("suites.addSubmit")}
          pending={add.isPending}
          error={add.error}
          onCancel={() => navigate(LIST)}
          onSubmit={(values) =>
            add.mutate(values, {
              onSuccess: (suite) => {
                notifySuccess(t("suites.added", { name: suiteName(suite) }));
                navigate(LIST, { replace: true });
              },
            })
          }
        />
      </Paper>
    </>
  );
}
