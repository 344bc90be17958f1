import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { IconMoodSad } from "@tabler/icons-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { localeOf, type Translate, useT } from "../lib/i18n";

const notFound = (t: Translate) => ({ title: t("state.notFound.title"), text: t("state.notFound.text") });

function describe(error: unknown, t: Translate): { title: string; text: string } {
  const unexpected = t("state.unexpected.title");
  if (isRouteErrorResponse(error)) {
    return error.status === 404
      ? notFound(t)
      : { title: unexpected, text: `${error.status} ${error.statusText}` };
  }
  if (error instanceof Error) return { title: unexpected, text: error.message };
  return { title: unexpected, text: String(error) };
}

function ErrorView({ title, text }: { title: string; text: string }) {
  const t = useT();
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
          {t("state.backHome")}
        </Button>
      </Stack>
    </Center>
  );
}

/** The router's errorElement: what a screen shows when it throws. */
export function ErrorPage() {
  const t = useT();
  return <ErrorView {...describe(useRouteError(), t)} />;
}

export function NotFoundPage() {
  return <ErrorView {...notFound(useT())} />;
}

/** An address the user's role does not open: says so, and what it would take. */
export function NoAccessPage({ needs }: { needs: readonly string[] }) {
  const t = useT();
  // "A and B" in the language spoken; the permissions' own names are the contract's, untranslated.
  const permissions = new Intl.ListFormat(localeOf(), { type: "conjunction" }).format(needs);
  return (
    <ErrorView title={t("noAccess.title")} text={t("noAccess.text", { count: needs.length, permissions })} />
  );
}
