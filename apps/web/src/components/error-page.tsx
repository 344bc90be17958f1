import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { IconMoodSad } from "@tabler/icons-react";
import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from "react-router";
import { localeOf, type Translate, useT } from "../lib/i18n";
import { linkTo } from "../screens";
import { LoadFailure } from "./load-failure";

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
        <Button component={Link} to={linkTo("home")} variant="light" mt="sm">
          {t("state.backHome")}
        </Button>
      </Stack>
    </Center>
  );
}

// A screen's code that did not arrive (offline, a new release replaced it): the browsers' words.
const CODE_NOT_LOADED = /dynamically imported module|Importing a module script failed|Unable to preload CSS/;
const isCodeNotLoaded = (error: unknown) => error instanceof Error && CODE_NOT_LOADED.test(error.message);

/** A screen whose code could not be fetched: says so in words, and Retry asks for it again. */
function ScreenNotLoaded() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  // Going to the same address again clears the router's error: the screen asks for its code anew.
  const refetch = () => navigate(pathname + search + hash, { replace: true });
  return <LoadFailure query={{ error: new Error(t("refusal.unreachable")), refetch }} />;
}

/** The router's errorElement: what a screen shows when it throws. */
export function ErrorPage() {
  const t = useT();
  const error = useRouteError();
  if (isCodeNotLoaded(error)) return <ScreenNotLoaded />;
  return <ErrorView {...describe(error, t)} />;
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
