import { imageCalls as calls, IMAGE_MAX_BYTES, ImageRefusal } from "@concierge/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { refusalBody } from "../../lib/error-handler.js";
import { serveList } from "../../lib/lists/index.js";
import { serve } from "../../lib/serve.js";
import { readImage } from "./audited.js";
import { imageList } from "./list.js";
import { presentImage } from "./present.js";
import { deleteImage, uploadImage } from "./service.js";

/** An upload's body: room for a data URL of twice the limit, so that a large image gets the spec's own text. */
export const imageBodyLimit = {
  bodyLimit: 3 * IMAGE_MAX_BYTES,
  errorHandler: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    if (error.code !== "FST_ERR_CTP_BODY_TOO_LARGE") throw error;
    return reply.code(413).send(refusalBody(ImageRefusal.tooLarge));
  },
};

export async function imageRoutes(app: FastifyInstance) {
  const { images: store } = app;

  serve(
    app,
    calls.upload,
    async ({ db, actor, body }) => presentImage(store, await uploadImage(db, store, actor, body)),
    imageBodyLimit,
  );

  serveList(app, imageList);

  serve(
    app,
    calls.delete,
    async ({ db, actor, params }) => {
      await deleteImage(db, store, actor, params.domainId, params.imageId);
    },
    {
      audit: { read: (db, { params }) => readImage(db, store, params.domainId, params.imageId) },
    },
  );
}
