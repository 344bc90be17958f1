const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The kinds of image we keep, told apart by their first bytes, never by what the client claims. */
const kinds = [
  {
    contentType: "image/png",
    extension: "png",
    matches: (bytes: Uint8Array) => startsWith(bytes, [0x89, ...ascii("PNG\r\n\x1a\n")]),
  },
  {
    contentType: "image/jpeg",
    extension: "jpg",
    matches: (bytes: Uint8Array) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  },
  {
    contentType: "image/gif",
    extension: "gif",
    matches: (bytes: Uint8Array) => startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a")),
  },
  {
    contentType: "image/webp",
    extension: "webp",
    matches: (bytes: Uint8Array) => startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8),
  },
] as const;

export type ImageKind = Pick<(typeof kinds)[number], "contentType" | "extension">;

export const imageKind = (bytes: Uint8Array): ImageKind | undefined =>
  kinds.find((kind) => kind.matches(bytes));

export const contentTypeOf = (extension: string) =>
  kinds.find((kind) => kind.extension === extension)?.contentType;

/** An image never changes under its key (a new upload gets a new id), so caches may keep it. */
export const IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";
