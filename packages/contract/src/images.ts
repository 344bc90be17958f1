import { z } from "zod";
import { declareCalls, removal, TENANT_REFUSALS } from "./call.js";
import { nameText } from "./common.js";
import { ErrorCode, missing, refusal } from "./errors.js";
import { searchParam, sortParam } from "./lists.js";
import { domainPageParams, pagedList } from "./paging.js";
import { Permission } from "./permissions.js";

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

export const ImageRefusal = {
  notFound: missing(ImageMessage.notFound),
  notImage: refusal(400, ErrorCode.unsupportedImage, ImageMessage.notImage),
  tooLarge: refusal(413, ErrorCode.tooLarge, ImageMessage.tooLarge),
};

/** The upload: a name and the picked file as a data URL (`data:image/png;base64,…`). */
export const imageUploadBody = z.object({
  name: nameText("name", ImageMessage.name),
  image: z.string({ error: ImageMessage.image }).trim().min(1, ImageMessage.image),
});

export const image = z.object({
  _id: z.string(),
  DomainId: z.string(),
  imageName: z.string(),
  link: z.string(),
});
export type Image = z.infer<typeof image>;
export const imagePage = pagedList("images", image);

const imagePath = "/api/v1/domains/images";
const manage = [Permission.MANAGE_IMAGES];

export const IMAGE_SORTS = ["imageName"] as const;
export type ImageSort = (typeof IMAGE_SORTS)[number];

/** `q` finds by name. */
export const imageListQuery = z.object({ q: searchParam, sort: sortParam(IMAGE_SORTS) });

export const imageCalls = declareCalls("images", {
  /** Into the caller's own domain. */
  upload: {
    method: "POST",
    path: imagePath,
    body: imageUploadBody,
    status: 201,
    idempotent: true,
    answer: image,
    refusals: [...TENANT_REFUSALS, 413],
    permissions: manage,
    audit: { entity: "image" },
  },
  list: {
    method: "GET",
    path: `${imagePath}/:domainId/:page/:pageSize`,
    params: domainPageParams,
    query: imageListQuery,
    answer: imagePage,
  },
  delete: { ...removal(imagePath, "imageId", manage), audit: { entity: "image" } },
});
