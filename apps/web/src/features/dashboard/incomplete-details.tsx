import { hasPermission, Permission } from "@concierge/contract";
import { Button, Group, List, Paper, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useSession } from "../../lib/session";
import { ownDetailsQuery } from "./api";

const branchFields = [
  ["Phone", "phone"],
  ["Email", "email"],
  ["Address", "address"],
  ["Country", "country"],
  ["State", "state"],
] as const;

/**
 * What an older install's first start left blank (the head office's phone, address, country and
 * state, the company's RC number), with the way to its form, for a user who may fill it in. A new
 * install's first start fills them (README, configuration), so there this shows nothing.
 */
export function IncompleteDetails() {
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
    ? branchFields.filter(([key]) => branch[key].trim() === "").map(([, word]) => word)
    : [];
  const noRcNumber = data?.domain !== undefined && data.domain.RCNumber.trim() === "";
  if (missing.length === 0 && !noRcNumber) return null;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="incomplete-details">
      <Title order={2} size="h4" mb="xs" id="incomplete-details">
        Complete your hotel's details
      </Title>
      <List size="sm" mb="sm">
        {branch && missing.length > 0 && (
          <List.Item>
            {branch.Name} has no {missing.join(", ")}.
          </List.Item>
        )}
        {noRcNumber && <List.Item>{Domain?.DomainName} has no RC number.</List.Item>}
      </List>
      <Group gap="sm">
        {branch && missing.length > 0 && (
          <Button
            component={Link}
            to={`/admin/branches?q=${encodeURIComponent(branch.Name)}&edit=${branch.Id}`}
            size="xs"
            variant="light"
          >
            Complete {branch.Name}
          </Button>
        )}
        {noRcNumber && data?.domain && (
          <Button
            component={Link}
            to={`/admin/domains?q=${encodeURIComponent(data.domain.DomainName)}&edit=${data.domain.Id}`}
            size="xs"
            variant="light"
          >
            Add the RC number
          </Button>
        )}
      </Group>
    </Paper>
  );
}
