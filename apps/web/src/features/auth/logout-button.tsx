import { Button } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useLogout } from "./api";

export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={16} />}
      loading={logout.isPending}
      onClick={() => logout.mutate()}
    >
      Logout
    </Button>
  );
}
