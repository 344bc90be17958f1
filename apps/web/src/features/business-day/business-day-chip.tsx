import { calls, dayIn } from "@concierge/contract";
import { Badge, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconCalendarCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { useCan } from "../../lib/access";
import { localeOf, useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { linkTo } from "../../screens";
import { branchChoicesQuery } from "../names";
import { dayLag, formatBusinessDay, lagColor } from "./day-lag";

// A day closed by the server by itself (its AuditTime) shows within this long, focus or not.
const REFRESH_MS = 5 * 60_000;

/**
 * "Business day Tue, Nov 24" in the header, for the branch on screen (its `branch` parameter, else
 * the user's own): neutral while current, amber a day behind, red more; a way to close it for
 * those who may.
 */
export function BusinessDayChip() {
  const t = useT();
  const { User } = useSession();
  const [params] = useSearchParams();
  const domainId = User?.DomainId ?? "";
  const branchId = params.get("branch") || User?.BranchId || "";
  const branch = useQuery({
    ...branchChoicesQuery(domainId),
    select: ({ Branches }) => Branches.find((candidate) => candidate.Id === branchId),
    refetchInterval: REFRESH_MS,
  });
  const mayClose = useCan()(calls.day.close);
  if (!branch.data) return null;
  const { BusinessDate, TimeZone } = branch.data;
  const locale = localeOf();
  const lag = dayLag(BusinessDate, dayIn(new Date(), TimeZone));
  const date = formatBusinessDay(BusinessDate, locale, "weekday");
  const said =
    lag.state === "behind"
      ? t("day.chip.behind", { count: lag.days, date: formatBusinessDay(BusinessDate, locale, "short") })
      : t(lag.state === "current" ? "day.chip.current" : "day.chip.ahead", { date });
  const badge = {
    color: lagColor(lag),
    variant: "light",
    size: "lg",
    radius: "sm",
    leftSection: <IconCalendarCheck size={16} aria-hidden />,
    style: { textTransform: "none", flexShrink: 0 },
    children: (
      // Read out in words ("1 day behind: close Nov 24"), whichever width shows the short form.
      <>
        <VisuallyHidden>{said}</VisuallyHidden>
        <Text span inherit visibleFrom="md" aria-hidden>
          {t("day.chip", { date })}
        </Text>
        <Text span inherit hiddenFrom="md" aria-hidden>
          {formatBusinessDay(BusinessDate, locale, "short")}
        </Text>
      </>
    ),
  } as const;
  return (
    <Tooltip label={said}>
      {mayClose ? (
        <Badge
          component={Link}
          to={linkTo("day", { branch: branchId })}
          {...badge}
          style={{ ...badge.style, cursor: "pointer" }}
        />
      ) : (
        <Badge {...badge} />
      )}
    </Tooltip>
  );
}
