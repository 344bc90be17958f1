import { isMantineColorScheme, localStorageColorSchemeManager, type MantineColorScheme } from "@mantine/core";
import { STORAGE_PREFIX } from "./session";

/** What a user chose: light, dark, or "auto" to follow the system's setting. */
export type ThemePreference = MantineColorScheme;

// For now each user's choice is kept in this browser; an API call per user may replace these two.
const userKey = (userId: string) => `${STORAGE_PREFIX}theme.${userId}`;

export function getThemePreference(userId: string): ThemePreference | undefined {
  const stored = localStorage.getItem(userKey(userId));
  return stored && isMantineColorScheme(stored) ? stored : undefined;
}

export function setThemePreference(userId: string, preference: ThemePreference) {
  localStorage.setItem(userKey(userId), preference);
}

/**
 * The scheme this browser last showed, read before the first paint so that a reload does not flash
 * the other one; the signed-in user's own choice is applied over it by the theme switch.
 */
export const lastSchemeManager = localStorageColorSchemeManager({ key: `${STORAGE_PREFIX}theme` });
