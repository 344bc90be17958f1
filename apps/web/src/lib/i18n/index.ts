export { localeOf } from "./formats";
export { browserLanguage, directionOf, LANGUAGE_NAMES, LANGUAGES, type Language } from "./languages";
export type { MessageKey } from "./messages/en";
export { languageStore, type Translate, translate, useLanguage, useT } from "./store";
