import { Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useSession } from "../../lib/session";
import { FrontDeskDashboard } from "./front-desk-dashboard";
import { FrontDeskToday } from "./front-desk-today";
import { IncompleteDetails } from "./incomplete-details";

export function DashboardPage() {
  const { User, Domain } = useSession();
  useDocumentTitle("Home · Concierge");
  return (
    <Stack gap="xl">
      <Paper withBorder radius="md" p="xl">
        <Group gap="xl" wrap="nowrap" align="center">
          <Image
            src={Domain?.Logo || "/logo.svg"}
            fallbackSrc="/logo.svg"
            alt=""
            w={96}
            h={96}
            fit="contain"
          />
          <Stack gap={6}>
            <Title order={1} size="h2">
              Welcome, {User?.Username} — hotel manager
            </Title>
            <Text c="dimmed" size="lg">
              {Domain?.DomainName}
            </Text>
            <Text>
              Manage your staff, roles, branches, suites, bookings and images from the navigation on the left.
            </Text>
          </Stack>
        </Group>
      </Paper>
      <IncompleteDetails />
      <FrontDeskToday />
      <FrontDeskDashboard />
    </Stack>
  );
}
