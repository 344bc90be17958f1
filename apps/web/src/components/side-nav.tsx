import { hasPermission, type Permission } from "@concierge/contract";
import { NavLink } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import { Link, matchPath, useLocation } from "react-router";
import { type MessageKey, useT } from "../lib/i18n";

export interface NavItem {
  /** Its name in the catalogues. */
  label: MessageKey;
  to: string;
  icon: Icon;
  /** Shown only to users holding it; the server refuses the calls anyway. */
  permission?: Permission;
  /** Active on this very path only, not on the paths under it. */
  exact?: boolean;
}

interface SideNavProps {
  items: readonly NavItem[];
  permissions: readonly string[];
  onNavigate?: () => void;
}

export function SideNav({ items, permissions, onNavigate }: SideNavProps) {
  const t = useT();
  const { pathname } = useLocation();
  const visible = items.filter((item) => !item.permission || hasPermission(permissions, item.permission));
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
