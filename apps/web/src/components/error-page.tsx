import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { IconMoodSad } from "@tabler/icons-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";

const UNEXPECTED = "Unexpected Application Error!";
const notFound = { title: "Page not found", text: "There is no page at this address." };

function describe(error: unknown): { title: string; text: string } {
  if (isRouteErrorResponse(error)) {
    return error.status === 404
      ? notFound
      : { title: UNEXPECTED, text: `${error.status} ${error.statusText}` };
  }
  if (error instanceof Error) return { title: UNEXPECTED, text: error.message };
  return { title: UNEXPECTED, text: String(error) };
}

function ErrorView({ title, text }: { title: string; text: string }) {
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm" maw={560}>
        <IconMoodSad size={48} stroke={1.5} color="var(--mantine-color-dimmed)" />
        <Title order={2} ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          {text}
        </Text>
        <Button component={Link} to="/admin" variant="light" mt="sm">
          Back to home
        </Button>
      </Stack>
    </Center>
  );
}

/** The router's errorElement: what a screen shows when it throws. */
export function ErrorPage() {
  return <ErrorView {...describe(useRouteError())} />;
}

export function NotFoundPage() {
  return <ErrorView {...notFound} />;
}

/** An address the user's role does not open: says so, and what it would take. */
export function NoAccessPage({ needs }: { needs: readonly string[] }) {
  const named = needs.join(" and ");
  return (
    <ErrorView
      title="You don't have access to this page"
      text={`It takes the ${named} permission${needs.length > 1 ? "s" : ""}; an administrator can add ${needs.length > 1 ? "them" : "it"} to your role.`}
    />
  );
}
