import type { Language } from "./languages";

/** One text, or its plural forms chosen by `count` with Intl.PluralRules (Arabic has six). */
export type Message = string | ({ other: string } & Partial<Record<Intl.LDMLPluralRule, string>>);
export type Params = Record<string, string | number>;

const pluralRules = new Map<Language, Intl.PluralRules>();
const rulesOf = (language: Language) => {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules;
};

/** `{name}` replaced by its parameter, a number written in the language's own figures. */
function interpolate(text: string, language: Language, params: Params) {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? value.toLocaleString(language) : value;
  });
}

export function render(message: Message, language: Language, params: Params = {}): string {
  if (typeof message === "string") return interpolate(message, language, params);
  const count = Number(params.count ?? 0);
  const form = message[rulesOf(language).select(count)] ?? message.other;
  return interpolate(form, language, params);
}
