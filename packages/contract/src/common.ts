import { z } from "zod";
import { TEXT_MAX } from "./constants.js";

export { TEXT_MAX };

// PostgreSQL text cannot hold U+0000, so a NUL anywhere is refused as bad input, not a 500.
const hasNul = (value: string) => value.includes("\u0000");

/**
 * A text field that must hold something after trimming. `missing` is the spec's text for an
 * absent, wrong-typed or blank value; longer values get CONTRACT's '<field> must be at most N'.
 */
export function requiredText(field: string, missing: string, max = TEXT_MAX) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => !hasNul(value), `${field} must not contain NUL characters`);
}

/** A text that may be blank, trimmed, with requiredText's limit and its words. */
export function boundedText(field: string, wrongType: string, max = TEXT_MAX) {
  return z
    .string({ error: wrongType })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => !hasNul(value), `${field} must not contain NUL characters`);
}

/** Like requiredText, for a field that may be left out: absent or blank, it is ''. */
export function optionalText(field: string, wrongType: string, max = TEXT_MAX) {
  return boundedText(field, wrongType, max)
    .optional()
    .transform((value) => value ?? "");
}

/** Like requiredText, with the spec's minimum length (names of 2 characters or more). */
export function nameText(field: string, message: string, min = 2, max = TEXT_MAX) {
  return z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => !hasNul(value), `${field} must not contain NUL characters`);
}

/** A list of short texts shown as tags: trimmed, blanks dropped, duplicates ignored. */
export function tagList(field: string, emptyMessage: string, maxItems = 200) {
  return z
    .array(requiredText(field, `${field} must not be blank`), { error: emptyMessage })
    .max(maxItems, `${field} must have at most ${maxItems} items`)
    .transform((items) => [...new Set(items)])
    .refine((items) => items.length > 0, emptyMessage);
}

/** Adds a tag to a list unless it is blank or already there (SPEC: duplicates are ignored). */
export function addTag(list: readonly string[], value: string): string[] {
  const tag = value.trim();
  return tag === "" || list.includes(tag) ? [...list] : [...list, tag];
}

export const messageBody = z.object({ message: z.string() });

export const PAGE_SIZE = 10;
export const SELECT_PAGE_SIZE = 100;
