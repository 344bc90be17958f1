import {
  type Icon,
  IconAddressBook,
  IconArrowMerge,
  IconBed,
  IconBucket,
  IconBuildingSkyscraper,
  IconBuildingStore,
  IconCalendarCheck,
  IconCalendarEvent,
  IconCash,
  IconChartBar,
  IconCoin,
  IconHistory,
  IconHome,
  IconLayoutRows,
  IconPhoto,
  IconReceiptTax,
  IconShieldLock,
  IconTools,
  IconUsers,
  IconWorld,
} from "@tabler/icons-react";
import type { NavItem } from "../components/side-nav";
import { type NavScreen, type ScreenName, screenNames, screens } from "../screens";

/** Each navigation screen's icon; which screens, in which order and for whom is screens.ts's table. */
const icons: Record<NavScreen, Icon> = {
  home: IconHome,
  users: IconUsers,
  roles: IconShieldLock,
  branches: IconBuildingStore,
  suites: IconBed,
  bookings: IconCalendarEvent,
  guests: IconAddressBook,
  guestDuplicates: IconArrowMerge,
  rack: IconLayoutRows,
  rates: IconCoin,
  catalogue: IconReceiptTax,
  housekeeping: IconBucket,
  cashier: IconCash,
  day: IconCalendarCheck,
  dayReports: IconChartBar,
  images: IconPhoto,
  countries: IconWorld,
  utilities: IconTools,
  audit: IconHistory,
  domains: IconBuildingSkyscraper,
};

const isNavScreen = (name: ScreenName): name is NavScreen => screens[name].nav !== undefined;

/** SPEC section 2, side navigation; who sees which link is lib/access.ts's. */
export const navigation: NavItem[] = screenNames.filter(isNavScreen).map((name) => {
  const { path, title, nav } = screens[name];
  if (!title) throw new Error(`screens.ts: the navigation's ${name} has no title`);
  return { label: title, to: path, icon: icons[name], ...(nav === "exact" && { exact: true }) };
});
