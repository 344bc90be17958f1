import type { Message } from "./translate";

type Catalogue = Readonly<Record<string, Message>>;

const placeholders = (message: Message | undefined) =>
  [
    ...new Set(
      (typeof message === "string" ? [message] : Object.values(message ?? {})).flatMap((text) =>
        [...(text ?? "").matchAll(/\{(\w+)\}/g)].map((found) => found[1]),
      ),
    ),
  ].sort();

/**
 * What a translation lacks next to the English source: each key it does not have, and each key
 * whose text drops or invents a `{placeholder}`. Empty when the translation is complete.
 */
export function gapsOf(source: Catalogue, translation: Catalogue): string[] {
  return Object.keys(source).flatMap((key) => {
    if (!(key in translation) || translation[key] === "") return [`missing: ${key}`];
    const want = placeholders(source[key]).join(",");
    const got = placeholders(translation[key]).join(",");
    return want === got ? [] : [`placeholders of ${key}: {${got}} instead of {${want}}`];
  });
}
