import type { Theme } from "@concierge/contract";
import { localStorageColorSchemeManager, type MantineColorScheme } from "@mantine/core";
import { STORAGE_PREFIX } from "./session";

/** A user's Theme preference as Mantine names it: "system" is its "auto". */
export const schemeOf = (theme: Theme): MantineColorScheme => (theme === "system" ? "auto" : theme);
export const themeOf = (scheme: MantineColorScheme): Theme => (scheme === "auto" ? "system" : scheme);

/**
 * The scheme this browser last showed, read before the first paint so that a reload does not flash
 * the other one; the signed-in user's own choice (their preferences) is applied over it.
 */
export const lastSchemeManager = localStorageColorSchemeManager({ key: `${STORAGE_PREFIX}theme` });
