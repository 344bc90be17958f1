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
  { label: "Home", to: "/admin", icon: IconHome, exact: true },
  { label: "Users", to: "/admin/users", icon: IconUsers },
  { label: "Roles", to: "/admin/roles", icon: IconShieldLock },
  { label: "Branches", to: "/admin/branches", icon: IconBuildingStore },
  { label: "Suites", to: "/admin/suites", icon: IconBed },
  { label: "Bookings", to: "/admin/bookings", icon: IconCalendarEvent },
  { label: "Rack", to: "/admin/rack", icon: IconLayoutRows },
  { label: "Housekeeping", to: "/admin/housekeeping", icon: IconBucket },
  { label: "Images", to: "/admin/images", icon: IconPhoto },
  { label: "Countries", to: "/admin/countries", icon: IconWorld },
  { label: "Utilities", to: "/admin/utilities", icon: IconTools },
  { label: "Audit", to: "/admin/audit", icon: IconHistory },
  { label: "Domains", to: "/admin/domains", icon: IconBuildingSkyscraper },
];
