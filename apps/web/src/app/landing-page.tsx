import { Button, Center, Image, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconLogin2 } from "@tabler/icons-react";
import { Link } from "react-router";
import { Copyright } from "../components/copyright";

export function LandingPage() {
  useDocumentTitle("Concierge");
  return (
    <Center mih="100vh" p="md" bg="var(--app-color-canvas)">
      <Stack align="center" gap="lg" maw={520}>
        <Image src="/logo.svg" alt="Concierge logo" w={104} h={104} />
        <Stack align="center" gap={6}>
          <Title order={1}>Concierge</Title>
          <Text c="dimmed" size="lg" ta="center">
            The back-office of your hotel: staff, branches, suites and walk-in bookings in one place.
          </Text>
        </Stack>
        <Button component={Link} to="/admin/login" size="md" leftSection={<IconLogin2 size={18} />}>
          Login
        </Button>
        <Copyright />
      </Stack>
    </Center>
  );
}
