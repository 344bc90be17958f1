import { type Call, calls, hasPermission } from "@concierge/contract";
import type { NavItem } from "../../components/side-nav";

/** A thing the palette can do without asking the server: open a screen, or a screen's main action. */
export interface PaletteCommand {
  id: string;
  label: string;
  description: string;
  to: string;
  /** Words it is also found by. */
  keywords: string[];
  /** The screen whose main action this is: listed first there. */
  mainActionOf?: string;
}

interface MainAction {
  label: string;
  to: string;
  screen: string;
  call: Call;
}

/** Each screen's main action: its add form, offered to those who may make the call behind it. */
const mainActions: MainAction[] = [
  { label: "Add booking", to: "/admin/bookings/add", screen: "/admin/bookings", call: calls.bookings.create },
  { label: "Add user", to: "/admin/users/add", screen: "/admin/users", call: calls.users.create },
  { label: "Add role", to: "/admin/roles/add", screen: "/admin/roles", call: calls.roles.create },
  { label: "Add branch", to: "/admin/branches/add", screen: "/admin/branches", call: calls.branches.create },
  { label: "Add suite", to: "/admin/suites/add", screen: "/admin/suites", call: calls.suites.create },
  { label: "Add image", to: "/admin/images/add", screen: "/admin/images", call: calls.images.upload },
  {
    label: "Add country",
    to: "/admin/countries/add",
    screen: "/admin/countries",
    call: calls.countries.create,
  },
  {
    label: "Add utility",
    to: "/admin/utilities/add",
    screen: "/admin/utilities",
    call: calls.utilities.create,
  },
  { label: "Add domain", to: "/admin/domains/add", screen: "/admin/domains", call: calls.domains.create },
];

export const mayMake = (permissions: readonly string[], call: Call) =>
  call.permissions.every((permission) => hasPermission(permissions, permission));

/** The screens of the navigation and their main actions that `permissions` allow, this screen's action first. */
export function paletteCommands(
  navigation: readonly NavItem[],
  permissions: readonly string[],
  pathname: string,
): PaletteCommand[] {
  const screens = navigation
    .filter((item) => !item.permission || hasPermission(permissions, item.permission))
    .map((item) => ({
      id: `screen ${item.to}`,
      label: `Go to ${item.label}`,
      description: "Screen",
      to: item.to,
      keywords: [item.label],
    }));
  const visibleScreens = new Set(screens.map((screen) => screen.to));
  const actions = mainActions
    .filter((action) => visibleScreens.has(action.screen) && mayMake(permissions, action.call))
    .map((action) => ({
      id: `action ${action.to}`,
      label: action.label,
      description: "Action",
      to: action.to,
      keywords: ["add", "new", "create"],
      mainActionOf: action.screen,
    }));
  const here = actions.filter((action) => action.mainActionOf === pathname);
  return [...here, ...screens, ...actions.filter((action) => action.mainActionOf !== pathname)];
}

const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The commands whose label or keywords hold every word of `query`, accents and case aside. */
export function matchingCommands(commands: PaletteCommand[], query: string): PaletteCommand[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  return commands.filter((command) => {
    const haystack = folded([command.label, ...command.keywords].join(" "));
    return words.every((word) => haystack.includes(word));
  });
}
