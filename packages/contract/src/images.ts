import { z } from "zod";
import { nameText } from "./common.js";
import { pagedList } from "./paging.js";

/** SPEC section 9: 600 KB, counted on the decoded bytes. */
export const IMAGE_MAX_BYTES = 600 * 1024;

export const ImageMessage = {
  name: "domainName is required must be 2 characters or more",
  image: "imageUpload is required",
  tooLarge: "image is greater than 600kb",
  notImage: "image must be a PNG, JPEG, GIF or WebP",
  notFound: "image not found",
  copied: "image copied",
} as const;

/** The upload: a name and the picked file as a data URL (`data:image/png;base64,…`). */
export const imageUploadBody = z.object({
  name: nameText("name", ImageMessage.name),
  image: z.string({ error: ImageMessage.image }).trim().min(1, ImageMessage.image),
});
export type ImageUploadBody = z.input<typeof imageUploadBody>;

export const image = z.object({
  _id: z.string(),
  DomainId: z.string(),
  imageName: z.string(),
  link: z.string(),
});
export type Image = z.infer<typeof image>;
export const imagePage = pagedList("images", image);
export type ImagePage = z.infer<typeof imagePage>;
