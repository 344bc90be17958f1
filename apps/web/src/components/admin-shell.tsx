import { AppShell, Box, Burger, Center, Group, Image, ScrollArea, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { useT } from "../lib/i18n";
import { useSession } from "../lib/session";
import { Copyright } from "./copyright";
import { LanguageSwitch } from "./language-switch";
import { type NavItem, SideNav } from "./side-nav";
import { SkipLink } from "./skip-link";
import { ThemeSwitch } from "./theme-switch";

interface AdminShellProps {
  navigation: readonly NavItem[];
  /** The header's buttons (Logout). */
  actions: ReactNode;
  /** What the header says of the branch on screen, before the welcome (its business day). */
  status?: ReactNode;
}

/** Every signed-in screen: the hotel in the header, the side navigation, the copyright footer. */
export function AdminShell({ navigation, actions, status }: AdminShellProps) {
  const [opened, { toggle, close }] = useDisclosure();
  const { User, Domain } = useSession();
  const t = useT();
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !opened } }}
      footer={{ height: 44 }}
      padding="lg"
    >
      <SkipLink target="main-content" />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t("nav.toggle")} />
            <Image
              src={Domain?.Logo || "/logo.svg"}
              fallbackSrc="/logo.svg"
              alt=""
              w={36}
              h={36}
              fit="contain"
              visibleFrom="sm"
            />
            <Text fw={700} size="lg" truncate visibleFrom="xs">
              {Domain?.DomainName ?? t("app.name")}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap" flex="none">
            {status}
            <Text size="sm" c="dimmed" visibleFrom="xs">
              {t("shell.welcome", { name: User?.Username ?? "" })}
            </Text>
            <LanguageSwitch />
            <ThemeSwitch />
            {actions}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        {/* Scrolls on its own: a full permission set lists more screens than a short window shows. */}
        <AppShell.Section grow component={ScrollArea} type="auto">
          <SideNav items={navigation} onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} bg="var(--app-color-canvas)">
        <Box maw={1100} mx="auto">
          <Outlet />
        </Box>
      </AppShell.Main>
      <AppShell.Footer>
        <Center h="100%">
          <Copyright />
        </Center>
      </AppShell.Footer>
    </AppShell>
  );
}
