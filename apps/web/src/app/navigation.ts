import {
  IconBed,
  IconBucket,
  IconBuildingSkyscraper,
  IconBuildingStore,
  IconCalendarEvent,
  IconHistory,
  IconHome,
  IconLayoutRows,
  IconPhoto,
  IconShieldLock,
  IconTools,
  IconUsers,
  IconWorld,
} from "@tabler/icons-react";
import type { NavItem } from "../components/side-nav";

/** SPEC section 2, side navigation; who sees which link is lib/access.ts's screen table. */
export const navigation: NavItem[] = [
  { label: "nav.home", to: "/admin", icon: IconHome, exact: true },
  { label: "nav.users", to: "/admin/users", icon: IconUsers },
  { label: "nav.roles", to: "/admin/roles", icon: IconShieldLock },
  { label: "nav.branches", to: "/admin/branches", icon: IconBuildingStore },
  { label: "nav.suites", to: "/admin/suites", icon: IconBed },
  { label: "nav.bookings", to: "/admin/bookings", icon: IconCalendarEvent },
  { label: "nav.rack", to: "/admin/rack", icon: IconLayoutRows },
  { label: "nav.housekeeping", to: "/admin/housekeeping", icon: IconBucket },
  { label: "nav.images", to: "/admin/images", icon: IconPhoto },
  { label: "nav.countries", to: "/admin/countries", icon: IconWorld },
  { label: "nav.utilities", to: "/admin/utilities", icon: IconTools },
  { label: "nav.audit", to: "/admin/audit", icon: IconHistory },
  {
    label: "nav.domains",
    to: "/admin/domains",
    icon: IconBuildingSkyscraper,
  },
];
