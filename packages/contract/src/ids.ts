import { z } from "zod";

/** A reference to a row in a body: required, with the spec's text when missing. */
export const idField = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, message);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isId = (value: string) => uuidPattern.test(value);

/** An image address: http(s), or a path on this server (stored images, the built-in logo). */
export function isImageUrl(value: string): boolean {
  return /^(https?:\/\/[^\s/?#]+|\/(?!\/))[^\s]*$/i.test(value);
}
