import { Button } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useT } from "../../lib/i18n";
import { useLogout } from "./session-hooks";

export function LogoutButton() {
  const logout = useLogout();
  const t = useT();
  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={16} />}
      loading={logout.isPending}
      onClick={() => logout.mutate()}
    >
      {t("shell.logout")}
    </Button>
  );
}
