import type { Preferences } from "./preferences.js";

// The contract's plain values, apart from its schemas: the console's sign-in screen reads these
// without loading zod (`@concierge/contract/constants`). Each is exported by its topic's file too.

/** The longest text any field takes unless its rule says otherwise (SPEC section 9). */
export const TEXT_MAX = 100;

// CONTRACT, "Time zones, money": a branch counts nights in its zone, a domain prices in its currency.
export const DEFAULT_TIME_ZONE = "UTC";
export const DEFAULT_CURRENCY = "USD";

/** The console's languages; English is the source of every text. */
export const LANGUAGES = ["en", "fr", "es", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

/** What a new account, and every account made before preferences existed, starts with. */
export const DEFAULT_PREFERENCES: Preferences = { Language: null, Theme: "system" };
