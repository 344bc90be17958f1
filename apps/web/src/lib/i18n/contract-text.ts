import type { ErrorCode, RefusalValues } from "@concierge/contract";
import type { ReactNode } from "react";
import { englishSource } from "./english-source";
import type { Catalogue, MessageKey } from "./messages/en";
import { contractEnglish } from "./messages/en/contract";
import { refusalsEnglish } from "./messages/en/refusals";
import { refusalWords } from "./refusal-words";
import { languageStore, translate } from "./store";

// Imported by the code that sends calls or checks forms, which loads the contract anyway: not from
// the i18n index, so that the sign-in screen's first load carries neither.

// The contract's English words (a field rule, a refusal) lead to their key in the catalogues: the
// API's words, not the console's own English for them (contractWords).
const keyOfEnglish = new Map<string, MessageKey>(
  (Object.entries({ ...englishSource, ...contractEnglish }) as [MessageKey, Catalogue[MessageKey]][]).flatMap(
    ([key, text]) =>
      (key.startsWith("contract.") || key.startsWith("refusal.")) && !(key in refusalsEnglish)
        ? [[text as string, key]]
        : [],
  ),
);
const byCode = (code: ErrorCode) => `refusal.${code}` as MessageKey;

/**
 * A text of the contract in the language spoken now (in English, in the console's words where they
 * differ): a refusal by its words, else by its code where the code alone says it (a throttled
 * sign-in's minutes are then lost), else the English as sent.
 */
export function contractText(english: string, code?: ErrorCode | null): string {
  if (languageStore.get().language === "en" && !keyOfEnglish.has(english)) return english;
  const key = keyOfEnglish.get(english) ?? (code && byCode(code) in englishSource ? byCode(code) : undefined);
  return key ? translate(key) : english;
}

/** A refusal as the server said it: its English words and code, and which refusal with what values. */
export interface Said {
  english: string;
  code?: ErrorCode | null;
  /** Its name among the contract's refusals (`bookings.taken`), sent where its words name values. */
  refusal?: string;
  values?: RefusalValues;
}

/**
 * A refusal in the language spoken now: by its name and values where it names some ('la chambre
 * 101 est déjà réservée…'), else as `contractText`. English shows the server's own words.
 */
export function refusalText({ english, code, refusal, values }: Said): string {
  const { language, messages } = languageStore.get();
  const words =
    language !== "en" && refusal && values && refusalWords(messages, language, { refusal, values });
  return words || contractText(english, code);
}

/**
 * A refusal's words as of now, in the language spoken, English included: for one whose values name
 * a moment (`at`), so that "how long ago" is counted when it is shown, not when it was sent.
 */
export function refusalAsOfNow(refusal: string, values: RefusalValues): string | undefined {
  const { language, messages } = languageStore.get();
  return refusalWords(language === "en" ? refusalsEnglish : messages, language, { refusal, values });
}

type Errors = Record<string, ReactNode>;

/** A form's validation (Mantine's `schemaResolver` of a contract schema) in the language spoken now. */
export const inLanguage =
  <Values>(resolve: (values: Values) => Errors) =>
  (values: Values): Errors =>
    Object.fromEntries(
      Object.entries(resolve(values)).map(([field, error]) => [
        field,
        typeof error === "string" ? contractText(error) : error,
      ]),
    );
