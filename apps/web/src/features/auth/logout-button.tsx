import { ActionIcon, Button } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useT } from "../../lib/i18n";
import { useLogout } from "./session-hooks";

/** Logout; on a phone its icon alone, named, so that the header keeps room for the business day. */
export function LogoutButton() {
  const logout = useLogout();
  const t = useT();
  return (
    <>
      <Button
        variant="default"
        visibleFrom="sm"
        leftSection={<IconLogout size={16} />}
        loading={logout.isPending}
        onClick={() => logout.mutate()}
      >
        {t("shell.logout")}
      </Button>
      <ActionIcon
        variant="default"
        size="lg"
        hiddenFrom="sm"
        loading={logout.isPending}
        onClick={() => logout.mutate()}
        aria-label={t("shell.logout")}
      >
        <IconLogout size={18} />
      </ActionIcon>
    </>
  );
}
