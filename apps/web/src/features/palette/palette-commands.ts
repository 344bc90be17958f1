import type { NavItem } from "../../components/side-nav";
import type { Translate } from "../../lib/i18n";
import { screenNames, screens } from "../../screens";

/** A thing the palette can do without asking the server: open a screen, or a screen's main action. */
export interface PaletteCommand {
  id: string;
  label: string;
  description: string;
  to: string;
  /** The screen whose main action this is: listed first there. */
  mainActionOf?: string;
}

/** Each list's main action, its add form (screens.ts), offered to those who may open it (lib/access.ts). */
const mainActions = screenNames.flatMap((name) => {
  const { path, title, actionOf } = screens[name];
  return actionOf && title ? [{ label: title, to: path, screen: screens[actionOf].path }] : [];
});

/** The screens of the navigation and their main actions the user may use, this screen's action first. */
export function paletteCommands(
  navigation: readonly NavItem[],
  canOpen: (to: string) => boolean,
  pathname: string,
  t: Translate,
): PaletteCommand[] {
  const goTo = navigation
    .filter((item) => canOpen(item.to))
    .map((item) => ({
      id: `screen ${item.to}`,
      label: t("palette.goTo", { screen: t(item.label) }),
      description: t("palette.screen"),
      to: item.to,
    }));
  const visibleScreens = new Set(goTo.map((command) => command.to));
  const actions = mainActions
    .filter((action) => visibleScreens.has(action.screen) && canOpen(action.to))
    .map((action) => ({
      id: `action ${action.to}`,
      label: t(action.label),
      description: t("palette.action"),
      to: action.to,
      mainActionOf: action.screen,
    }));
  const here = actions.filter((action) => action.mainActionOf === pathname);
  return [...here, ...goTo, ...actions.filter((action) => action.mainActionOf !== pathname)];
}

const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The commands whose label holds every word of `query`, accents and case aside. */
export function matchingCommands(commands: PaletteCommand[], query: string): PaletteCommand[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  return commands.filter((command) => {
    const haystack = folded(command.label);
    return words.every((word) => haystack.includes(word));
  });
}
