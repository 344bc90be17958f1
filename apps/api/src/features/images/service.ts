import { randomUUID } from "node:crypto";
import { IMAGE_MAX_BYTES, ImageRefusal } from "@concierge/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { images } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, inDomain, rowId } from "../../lib/tenancy.js";
import type { ImageStore } from "./image-store.js";
import { imageKind } from "./image-types.js";

const dataUrl = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w.+-]+=[\w.+-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/;

/** The bytes of an upload: a base64 data URL of at most 600 KB that really holds an image. */
export function decodeImage(image: string) {
  const base64 = dataUrl.exec(image)?.[1];
  if (base64 === undefined) throw refuse(ImageRefusal.notImage);
  // Four base64 characters carry three bytes: refuse before decoding anything too large.
  if (Math.floor((base64.length * 3) / 4) - (base64.match(/=/g)?.length ?? 0) > IMAGE_MAX_BYTES) {
    throw refuse(ImageRefusal.tooLarge);
  }
  const bytes = Buffer.from(base64, "base64");
  const kind = imageKind(bytes);
  if (!kind) throw refuse(ImageRefusal.notImage);
  return { bytes, kind };
}

/** Uploads into the caller's own domain (CONTRACT.md): the bytes first, then the row naming them. */
export async function uploadImage(
  db: Db,
  store: ImageStore,
  actor: Actor,
  input: { name: string; image: string },
) {
  const { bytes, kind } = decodeImage(input.image);
  const id = randomUUID();
  const key = `${actor.domainId}/${id}.${kind.extension}`;
  await store.put(key, bytes, kind.contentType);
  try {
    return one(
      await db
        .insert(images)
        .values({
          domainId: actor.domainId,
          id,
          name: input.name,
          key,
          contentType: kind.contentType,
          size: bytes.length,
        })
        .returning(),
    );
  } catch (error) {
    await store.delete(key);
    throw error;
  }
}

/** Removes the row and its bytes together: if the store fails, the row stays. */
export async function deleteImage(
  db: Db,
  store: ImageStore,
  actor: Actor,
  domainId: string,
  imageId: string,
) {
  const domain = await domainOf(db, actor, domainId);
  const id = rowId(imageId, ImageRefusal.notFound);
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(images)
      .where(inDomain(images, domain, eq(images.id, id)))
      .returning({ key: images.key });
    if (!gone) throw refuse(ImageRefusal.notFound);
    await store.delete(gone.key);
  });
}
