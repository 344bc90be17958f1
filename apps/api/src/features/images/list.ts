import { imageCalls } from "@concierge/contract";
import { desc, getTableColumns } from "drizzle-orm";
import { imageSearch, images } from "../../db/schema/index.js";
import { byText, declareList } from "../../lib/lists/index.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { presentImage } from "./present.js";

/** The domain's images, found by name, newest first unless sorted. */
export const imageList = declareList({
  call: imageCalls.list,
  table: images,
  columns: getTableColumns(images),
  ask: async ({ db, actor, params, server }) => ({
    values: { domainId: await domainOf(db, actor, params.domainId) },
    context: server.images,
  }),
  scope: (v) => inDomain(images, v.domainId),
  search: imageSearch,
  sorts: { imageName: byText(images.name) },
  order: [desc(images.createdAt), desc(images.id)],
  present: (rows, _db, store) => rows.map((row) => presentImage(store, row)),
});
