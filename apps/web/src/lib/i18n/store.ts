import { useSyncExternalStore } from "react";
import { browserLanguage, directionOf, type Language } from "./languages";
import { type Catalogue, en, type MessageKey } from "./messages/en";
import { type Params, render } from "./translate";

// Only English ships with the first page; another language is fetched once, when first chosen.
const loaders: Record<Exclude<Language, "en">, () => Promise<Catalogue>> = {
  fr: () => import("./messages/fr").then((loaded) => loaded.fr),
  es: () => import("./messages/es").then((loaded) => loaded.es),
  ar: () => import("./messages/ar").then((loaded) => loaded.ar),
};
// English starts with the texts of the signed-out pages; the signed-in screens' and the contract's
// join them with the signed-in frame or the contract (english-source.ts), before anything uses them.
const loaded = new Map<Language, Catalogue>([["en", en as Catalogue]]);

async function catalogueOf(language: Language): Promise<Catalogue> {
  const known = loaded.get(language);
  if (known) return known;
  const catalogue = await loaders[language as Exclude<Language, "en">]();
  loaded.set(language, catalogue);
  return catalogue;
}

export interface Speaking {
  language: Language;
  messages: Catalogue;
}

let current: Speaking = { language: "en", messages: loaded.get("en") as Catalogue };
let chosen: Language | null = null;
const listeners = new Set<() => void>();

function speak(next: Speaking) {
  current = next;
  document.documentElement.lang = next.language;
  document.documentElement.dir = directionOf(next.language);
  for (const listener of listeners) listener();
}

/** The language the console speaks: the one chosen, else the browser's. */
export const languageStore = {
  get: (): Speaking => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** The English source made whole (english-source.ts). */
  completeEnglish(english: Catalogue) {
    loaded.set("en", english);
    if (current.language === "en") speak({ language: "en", messages: english });
  },
  /** Speaks `language` (null: the browser's) once its catalogue is here; the latest choice wins. */
  async follow(language: Language | null) {
    chosen = language;
    const wanted = language ?? browserLanguage();
    const messages = await catalogueOf(wanted);
    if ((chosen ?? browserLanguage()) === wanted && current.messages !== messages) {
      speak({ language: wanted, messages });
    }
  },
};

// Following the browser, a change of its languages is followed too.
window.addEventListener("languagechange", () => {
  if (chosen === null) void languageStore.follow(null);
});

/** A text of the catalogue in the language spoken now, for code outside components (notices, errors). */
export const translate = (key: MessageKey, params?: Params) =>
  render(current.messages[key], current.language, params);

export function useLanguage(): Speaking {
  return useSyncExternalStore(languageStore.subscribe, languageStore.get);
}

export type Translate = (key: MessageKey, params?: Params) => string;

/** The texts of the language spoken now: `t("nav.users")`, `t("shell.welcome", { name })`. */
export function useT(): Translate {
  const { language, messages } = useLanguage();
  return (key, params) => render(messages[key], language, params);
}
