import { z } from "zod";
import { declareCalls } from "./call.js";
import { LANGUAGES, THEMES } from "./constants.js";

// The languages, themes and defaults are plain values, in constants.ts.
export { DEFAULT_PREFERENCES, LANGUAGES, type Language, THEMES, type Theme } from "./constants.js";

export const PreferencesMessage = {
  language: `Language must be one of ${LANGUAGES.join(", ")} or null`,
  theme: `Theme must be one of ${THEMES.join(", ")}`,
} as const;

/** A user's own choices for the console; a null Language follows the browser's. */
export const preferences = z.object({
  Language: z.enum(LANGUAGES, { error: PreferencesMessage.language }).nullable(),
  Theme: z.enum(THEMES, { error: PreferencesMessage.theme }),
});
export type Preferences = z.infer<typeof preferences>;

const mine = "/api/v1/me/preferences";

/** The signed-in user's own preferences: there is no path to anyone else's. */
export const preferenceCalls = declareCalls("preferences", {
  find: { method: "GET", path: mine, answer: preferences, refusals: [401] },
  update: {
    method: "PUT",
    path: mine,
    body: preferences,
    answer: preferences,
    refusals: [400, 401],
    audit: { entity: "user" },
  },
});
