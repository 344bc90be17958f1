/** Real 1×1 images of each kind the server keeps, as a browser's file picker would read them. */
export const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const jpeg = Buffer.from(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  "base64",
);
const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
const webp = Buffer.from("UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=", "base64");

export const samples: [kind: string, contentType: string, bytes: Buffer][] = [
  ["PNG", "image/png", png],
  ["JPEG", "image/jpeg", jpeg],
  ["GIF", "image/gif", gif],
  ["WebP", "image/webp", webp],
];

export const dataUrl = (contentType: string, bytes: Buffer) =>
  `data:${contentType};base64,${bytes.toString("base64")}`;
