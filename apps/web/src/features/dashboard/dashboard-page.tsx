import { calls } from "@concierge/contract";
import { Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useCan } from "../../lib/access";
import { useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { RoomsToClean } from "../housekeeping";
import { FinishSetup } from "../setup";
import { FrontDeskDashboard } from "./front-desk-dashboard";
import { FrontDeskToday } from "./front-desk-today";

export function DashboardPage() {
  const { User, Domain } = useSession();
  const t = useT();
  useDocumentTitle(t("app.documentTitle", { title: t("nav.home") }));
  const can = useCan();
  // A housekeeper's day is the rooms to clean, not the bookings nor the revenue.
  const housekeeper = can(calls.rooms.housekeeping) && !can(calls.bookings.update);
  const name = User?.Username ?? "";
  return (
    <Stack gap="xl">
      {/* Compact: on a phone, today's work must start within the first screen. */}
      <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
        <Group gap="md" wrap="nowrap" align="center">
          <Image
            src={Domain?.Logo || "/logo.svg"}
            fallbackSrc="/logo.svg"
            alt=""
            w={{ base: 48, sm: 64 }}
            h={{ base: 48, sm: 64 }}
            fit="contain"
          />
          <Stack gap={2} miw={0}>
            <Title order={1} size="h3" style={{ overflowWrap: "anywhere" }}>
              {User?.Role
                ? t("dashboard.welcome", { name, role: User.Role })
                : t("dashboard.welcomeNoRole", { name })}
            </Title>
            <Text c="dimmed" size="sm">
              {t("dashboard.intro", { domain: Domain?.DomainName ?? "" })}
            </Text>
          </Stack>
        </Group>
      </Paper>
      <FinishSetup />
      {housekeeper && <RoomsToClean />}
      <FrontDeskToday withDirty={!housekeeper} />
      {!housekeeper && <FrontDeskDashboard />}
    </Stack>
  );
}
