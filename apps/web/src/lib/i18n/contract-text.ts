import type { ErrorCode } from "@concierge/contract";
import type { ReactNode } from "react";
import { englishSource } from "./english-source";
import type { Catalogue, MessageKey } from "./messages/en";
import { contractEnglish } from "./messages/en/contract";
import { languageStore, translate } from "./store";

// Imported by the code that sends calls or checks forms, which loads the contract anyway: not from
// the i18n index, so that the sign-in screen's first load carries neither.

// The contract's English words (a field rule, a refusal) lead to their key in the catalogues: the
// API's words, not the console's own English for them (contractWords).
const keyOfEnglish = new Map<string, MessageKey>(
  (Object.entries({ ...englishSource, ...contractEnglish }) as [MessageKey, Catalogue[MessageKey]][]).flatMap(
    ([key, text]) =>
      key.startsWith("contract.") || key.startsWith("refusal.") ? [[text as string, key]] : [],
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
