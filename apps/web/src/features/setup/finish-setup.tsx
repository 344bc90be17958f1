import { calls } from "@concierge/contract";
import { Paper, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useCan } from "../../lib/access";
import { localeOf, useT } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { useSession } from "../../lib/session";
import { currencyCodes } from "../domains";
import { ownDetailsQuery, useFinishSetup } from "./api";
import { askedFields, type Proposals, type SetupValues, setupValuesOf } from "./asked-fields";
import { FinishSetupForm } from "./finish-setup-form";
import { FirstSteps } from "./first-steps";
import { proposedDomainCurrency, proposedTimeZone } from "./proposed-locale";

// The browser knows where it is: its zone and its locale's region propose what the first start defaulted.
const browserProposals: Proposals = {
  timeZone: (current) => proposedTimeZone(current, Intl.DateTimeFormat().resolvedOptions().timeZone),
  currency: (current) => proposedDomainCurrency(current, navigator.language, currencyCodes),
};

/**
 * At the top of home, for a user who may fill them in: what the first start (or an older install's)
 * left blank of the user's own branch and company, with the branch's time zone and the company's
 * currency, in one short form; once nothing is blank, the first steps after it (docs/decisions/0019).
 */
export function FinishSetup() {
  const t = useT();
  const can = useCan();
  const titleId = useId();
  const { User, Domain } = useSession();
  const may = {
    branch: can(calls.branches.update),
    domain: can(calls.domains.update) && can(calls.domains.list),
  };
  const at = {
    domainId: User?.DomainId ?? "",
    branchId: User?.BranchId ?? "",
    domainName: Domain?.DomainName ?? "",
  };
  const { data } = useQuery(ownDetailsQuery(at, may));
  const save = useFinishSetup();
  const asked = data ? askedFields(data) : [];
  if (!data) return may.branch || may.domain ? null : <FirstSteps />;
  if (asked.length === 0) return <FirstSteps />;

  const submit = (values: SetupValues) => {
    const { RCNumber, Currency, ...place } = values;
    save.mutate(
      {
        branch: data.branch && asked.includes("TimeZone") ? { ...data.branch, ...place } : undefined,
        domain:
          data.domain && asked.includes("Currency") ? { ...data.domain, RCNumber, Currency } : undefined,
      },
      {
        onSuccess: (saved) =>
          notifySuccess(
            t("setup.saved", {
              names: new Intl.ListFormat(localeOf(), { type: "conjunction" }).format(saved),
            }),
          ),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} style={{ overflowWrap: "anywhere" }}>
        {t("setup.title", { domain: Domain?.DomainName ?? "" })}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t("setup.intro")}
      </Text>
      <FinishSetupForm
        key={`${data.branch?.Id}/${data.domain?.Id}`}
        asked={asked}
        initialValues={setupValuesOf(data, browserProposals)}
        pending={save.isPending}
        error={save.error}
        onSubmit={submit}
      />
    </Paper>
  );
}
