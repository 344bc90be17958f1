import { languageStore } from "./store";

/** The locale of every `Intl` format: the language spoken, never the browser's own when another is chosen. */
export const localeOf = () => languageStore.get().language;
