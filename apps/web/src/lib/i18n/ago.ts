import { agoText, agoUnit } from "@concierge/contract";
import type { Language } from "./languages";

/**
 * How long before `now` the moment `at` was, in `language`: in English the contract's own words, as
 * the server writes them ("10 s ago"), elsewhere Intl's short relative time ("il y a 10 s").
 */
export function agoIn(language: Language, at: string, now = new Date()): string {
  const seconds = (now.getTime() - new Date(at).getTime()) / 1000;
  if (language === "en") return agoText(seconds);
  const { value, unit } = agoUnit(seconds);
  return new Intl.RelativeTimeFormat(language, { style: "short" }).format(-value, unit);
}
