import { Permission } from "@concierge/contract";
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

/** SPEC section 2, side navigation: who sees which link. */
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
  { label: "Countries", to: "/admin/countries", icon: IconWorld, permission: Permission.GLOBAL },
  { label: "Utilities", to: "/admin/utilities", icon: IconTools, permission: Permission.GLOBAL },
  { label: "Audit", to: "/admin/audit", icon: IconHistory, permission: Permission.VIEW_AUDIT },
  {
    label: "Domains",
    to: "/admin/domains",
    icon: IconBuildingSkyscraper,
    permission: Permission.VIEW_DOMAINS,
  },
];
