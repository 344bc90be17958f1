import { hasPermission, Permission } from "@concierge/contract";
import { Button, Group, List, Paper, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { localeOf, useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { ownDetailsQuery } from "./api";

const branchFields = [
  ["Phone", "dashboard.incomplete.phone"],
  ["Email", "dashboard.incomplete.email"],
  ["Address", "dashboard.incomplete.address"],
  ["Country", "dashboard.incomplete.country"],
  ["State", "dashboard.incomplete.state"],
] as const;

/**
 * What an older install's first start left blank (the head office's phone, address, country and
 * state, the company's RC number), with the way to its form, for a user who may fill it in. A new
 * install's first start fills them (README, configuration), so there this shows nothing.
 */
export function IncompleteDetails() {
  const t = useT();
  const { User, Domain } = useSession();
  const permissions = User?.Permissions;
  const may = {
    branch: hasPermission(permissions, Permission.MANAGE_BRANCHES),
    domain:
      hasPermission(permissions, Permission.MANAGE_DOMAINS) &&
      hasPermission(permissions, Permission.VIEW_DOMAINS),
  };
  const at = {
    domainId: User?.DomainId ?? "",
    branchId: User?.BranchId ?? "",
    domainName: Domain?.DomainName ?? "",
  };
  const { data } = useQuery(ownDetailsQuery(at, may));
  const branch = data?.branch;
  const missing = branch
    ? branchFields.filter(([key]) => branch[key].trim() === "").map(([, word]) => t(word))
    : [];
  const noRcNumber = data?.domain !== undefined && data.domain.RCNumber.trim() === "";
  if (missing.length === 0 && !noRcNumber) return null;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="incomplete-details">
      <Title order={2} size="h4" mb="xs" id="incomplete-details">
        {t("dashboard.incomplete.title")}
      </Title>
      <List size="sm" mb="sm">
        {branch && missing.length > 0 && (
          <List.Item>
            {t("dashboard.incomplete.branch", {
              branch: branch.Name,
              // "phone, email, address": in French "…, e-mail et adresse".
              fields: new Intl.ListFormat(localeOf(), { type: "unit", style: "short" }).format(missing),
            })}
          </List.Item>
        )}
        {noRcNumber && (
          <List.Item>{t("dashboard.incomplete.rcNumber", { domain: Domain?.DomainName ?? "" })}</List.Item>
        )}
      </List>
      <Group gap="sm">
        {branch && missing.length > 0 && (
          <Button
            component={Link}
            to={`/admin/branches?q=${encodeURIComponent(branch.Name)}&edit=${branch.Id}`}
            size="xs"
            variant="light"
          >
            {t("dashboard.incomplete.complete", { branch: branch.Name })}
          </Button>
        )}
        {noRcNumber && data?.domain && (
          <Button
            component={Link}
            to={`/admin/domains?q=${encodeURIComponent(data.domain.DomainName)}&edit=${data.domain.Id}`}
            size="xs"
            variant="light"
          >
            {t("dashboard.incomplete.addRcNumber")}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
