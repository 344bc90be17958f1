import { Anchor, Center, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Copyright } from "../../components/copyright";
import { LanguageSwitch } from "../../components/language-switch";
import { useT } from "../../lib/i18n";

interface AuthLayoutProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** The signed-out screens: a centred card under the logo, the copyright below. */
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  const t = useT();
  useDocumentTitle(t("app.documentTitle", { title }));
  return (
    <Center mih="100vh" p="md" bg="var(--app-color-canvas)">
      <Stack w="100%" maw={420} gap="lg">
        <Group justify="flex-end">
          <LanguageSwitch />
        </Group>
        <Stack align="center" gap="xs">
          <Anchor component={Link} to="/" aria-label={t("app.home")}>
            <Image src="/logo.svg" alt="" w={56} h={56} />
          </Anchor>
          <Title order={2} ta="center">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm" ta="center">
              {description}
            </Text>
          )}
        </Stack>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          {children}
        </Paper>
        <Copyright />
      </Stack>
    </Center>
  );
}
