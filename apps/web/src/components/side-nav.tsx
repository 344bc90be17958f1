import { NavLink } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import { Link, matchPath, useLocation } from "react-router";
import { useCanOpen } from "../lib/access";
import { type MessageKey, useT } from "../lib/i18n";

export interface NavItem {
  /** Its name in the catalogues. */
  label: MessageKey;
  to: string;
  icon: Icon;
  /** Active on this very path only, not on the paths under it. */
  exact?: boolean;
}

interface SideNavProps {
  items: readonly NavItem[];
  onNavigate?: () => void;
}

/** The screens the user may open (lib/access.ts): the others are not offered. */
export function SideNav({ items, onNavigate }: SideNavProps) {
  const t = useT();
  const { pathname } = useLocation();
  const canOpen = useCanOpen();
  const visible = items.filter((item) => canOpen(item.to));
  return (
    <nav aria-label={t("nav.label")}>
      {visible.map((item) => {
        const active = matchPath({ path: item.to, end: Boolean(item.exact) }, pathname) !== null;
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={t(item.label)}
            leftSection={<item.icon size={18} stroke={1.6} />}
            active={active}
            aria-current={active ? "page" : undefined}
            onClick={onNavigate}
            style={{ borderRadius: "var(--mantine-radius-md)" }}
          />
        );
      })}
    </nav>
  );
}
