import type { Image } from "@concierge/contract";
import type { images } from "../../db/schema/index.js";
import type { ImageStore } from "./image-store.js";

export const presentImage = (store: ImageStore, row: typeof images.$inferSelect): Image => ({
  _id: row.id,
  DomainId: row.domainId,
  imageName: row.name,
  link: store.link(row.key),
});
