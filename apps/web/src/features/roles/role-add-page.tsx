import { Paper } from "@mantine/core";
import { useNavigate } from "react-router";
import { PageHeader } from "../../components/page-header";
import { useT } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { useSession } from "../../lib/session";
import { linkTo } from "../../screens";
import { useAddRole } from "./api";
import { RoleForm } from "./role-form";

const LIST = linkTo("roles");

export function RoleAddPage() {
  const t = useT();
  const navigate = useNavigate();
  const domainId = useSession().User?.DomainId ?? "";
  const add = useAddRole();
  return (
    <>
      <PageHeader title={t("add.role")} description={t("roles.addDescription")} />
      <Paper withBorder radius="md" p="xl" maw={640}>
        <RoleForm
          mode="add"
          initialValues={{ DomainId: domainId, RoleName: "", Permissions: [] }}
          pending={add.isPending}
          error={add.error}
          onCancel={() => navigate(LIST)}
          onSubmit={(values) =>
            add.mutate(values, {
              onSuccess: (role) => {
                notifySuccess(t("roles.added", { name: role.RoleName }));
                navigate(LIST, { replace: true });
              },
            })
          }
        />
      </Paper>
    </>
  );
}
