import { calls } from "@concierge/contract";
import { Anchor, Button, CloseButton, Group, List, Paper, Text, ThemeIcon, Title } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { IconCircle, IconCircleCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";
import { useCan } from "../../lib/access";
import type { MessageKey } from "../../lib/i18n";
import { useT } from "../../lib/i18n";
import { STORAGE_PREFIX, useSession } from "../../lib/session";
import { linkTo } from "../../screens";
import { firstStepFactsQuery } from "./api";
import { type FirstStep, type FirstStepsKept, firstSteps, keptOf, NOTHING_KEPT } from "./first-steps-list";

const stepScreens: Record<FirstStep, { to: string; text: MessageKey; link: MessageKey }> = {
  categories: { to: linkTo("suiteAdd"), text: "firstSteps.categories", link: "firstSteps.categoriesLink" },
  staff: { to: linkTo("userAdd"), text: "firstSteps.staff", link: "firstSteps.staffLink" },
  prices: { to: linkTo("suites"), text: "firstSteps.prices", link: "firstSteps.pricesLink" },
};

/**
 * After "Finish setting up": the steps before the first guest, each linking to its screen and
 * ticked when done, gone once all are (or dismissed: kept per user, in this browser).
 */
export function FirstSteps() {
  const t = useT();
  const can = useCan();
  const titleId = useId();
  const { User } = useSession();
  const may = {
    categories: can(calls.suites.create),
    staff: can(calls.users.create),
    prices: can(calls.suites.update),
  };
  const [kept, keep] = useLocalStorage<FirstStepsKept>({
    key: `${STORAGE_PREFIX}first-steps.${User?.Id ?? ""}`,
    defaultValue: NOTHING_KEPT,
    deserialize: (stored) => keptOf(stored ?? null),
    serialize: JSON.stringify,
    getInitialValueInEffect: false,
  });
  const { data: facts } = useQuery(
    firstStepFactsQuery(User?.DomainId ?? "", { suites: may.categories, users: may.staff }),
  );
  const steps = facts ? firstSteps(may, facts, kept) : [];
  if (steps.length === 0) return null;

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={2} size="h4" id={titleId}>
          {t("firstSteps.title")}
        </Title>
        <CloseButton
          aria-label={t("firstSteps.dismiss")}
          onClick={() => keep({ ...kept, dismissed: true })}
        />
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t("firstSteps.intro")}
      </Text>
      <List spacing="sm" center listStyleType="none">
        {steps.map(({ step, done }) => (
          <List.Item
            key={step}
            icon={
              <ThemeIcon variant="light" color={done ? "teal" : "gray"} radius="xl" size="md" aria-hidden>
                {done ? <IconCircleCheck size={18} /> : <IconCircle size={18} />}
              </ThemeIcon>
            }
          >
            <Group gap="xs" wrap="wrap">
              <Text size="sm">{t(stepScreens[step].text)}</Text>
              {done ? (
                <Text size="sm" fw={600}>
                  {t("firstSteps.done")}
                </Text>
              ) : (
                <Anchor component={Link} to={stepScreens[step].to} size="sm">
                  {t(stepScreens[step].link)}
                </Anchor>
              )}
              {step === "prices" && !done && (
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => keep({ ...kept, pricesReviewed: true })}
                >
                  {t("firstSteps.pricesReviewed")}
                </Button>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
