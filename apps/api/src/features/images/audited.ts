import { ImageRefusal } from "@concierge/contract";
import type { Db } from "../../db/client.js";
import { images } from "../../db/schema/index.js";
import { presentedNow } from "../../lib/audit.js";
import { findInDomain } from "../../lib/tenancy.js";
import type { ImageStore } from "./image-store.js";
import { presentImage } from "./present.js";

/** An image as the audit trail compares it, before it is deleted. */
export const readImage = (db: Db, store: ImageStore, domainId: string, imageId: string) =>
  presentedNow([domainId, imageId], async () =>
    presentImage(store, await findInDomain(db, images, domainId, imageId, ImageRefusal.notFound)),
  );
