import { Button, Center, Image, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconLogin2 } from "@tabler/icons-react";
import { Link } from "react-router";
import { Copyright } from "../components/copyright";
import { useT } from "../lib/i18n";
import { linkTo } from "../screens";

export function LandingPage() {
  const t = useT();
  useDocumentTitle(t("app.name"));
  return (
    <Center mih="100vh" p="md" bg="var(--app-color-canvas)">
      <Stack align="center" gap="lg" maw={520}>
        <Image src="/logo.svg" alt={t("app.logo")} w={104} h={104} />
        <Stack align="center" gap={6}>
          <Title order={1}>{t("app.name")}</Title>
          <Text c="dimmed" size="lg" ta="center">
            {t("app.pitch")}
          </Text>
        </Stack>
        <Button component={Link} to={linkTo("login")} size="md" leftSection={<IconLogin2 size={18} />}>
          {t("auth.login")}
        </Button>
        <Copyright />
      </Stack>
    </Center>
  );
}
