import { LANGUAGES, type Language } from "@concierge/contract/constants";

export { LANGUAGES, type Language };

/** Each language in its own words, as the switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  fr: "Français",
  es: "Español",
  ar: "العربية",
};

export const directionOf = (language: Language): "rtl" | "ltr" => (language === "ar" ? "rtl" : "ltr");

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** The first of the browser's languages the console speaks ("fr-CA" is French); else English. */
export function browserLanguage(preferred: readonly string[] = navigator.languages): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0] ?? "";
    if (isLanguage(base)) return base;
  }
  return "en";
}
