import {
  domainPageParams,
  domainRowParams,
  errorBody,
  IMAGE_MAX_BYTES,
  ImageMessage,
  image,
  imagePage,
  imageUploadBody,
  Permission,
} from "@concierge/contract";
import type { FastifyError } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requires } from "../../lib/actor.js";
import { refusals } from "../../lib/refusals.js";
import { presentImage } from "./present.js";
import { deleteImage, listImages, uploadImage } from "./service.js";

const tags = ["images"];
const write = requires(Permission.MANAGE_IMAGES);

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, images: store } = app;

  app.post(
    "/domains/images",
    {
      schema: {
        tags,
        body: imageUploadBody,
        response: { 201: image, ...refusals, 413: errorBody },
      },
      preHandler: write,
      // Room for a data URL of twice the limit, so that a large image gets the spec's own text.
      bodyLimit: 3 * IMAGE_MAX_BYTES,
      errorHandler: (error: FastifyError, _request, reply) => {
        if (error.code !== "FST_ERR_CTP_BODY_TOO_LARGE") throw error;
        return reply.code(413).send({ error: ImageMessage.tooLarge, message: ImageMessage.tooLarge });
      },
    },
    async (request, reply) =>
      reply.code(201).send(presentImage(store, await uploadImage(db, store, request.actor, request.body))),
  );

  app.get(
    "/domains/images/:domainId/:page/:pageSize",
    { schema: { tags, params: domainPageParams, response: { 200: imagePage, ...refusals } } },
    async (request) => {
      const { domainId, page, pageSize } = request.params;
      const { rows, count } = await listImages(db, request.actor, domainId, page, pageSize);
      return { Count: count, images: rows.map((row) => presentImage(store, row)) };
    },
  );

  app.delete(
    "/domains/images/:domainId/:imageId",
    {
      schema: { tags, params: domainRowParams("imageId"), response: { 204: z.null(), ...refusals } },
      preHandler: write,
    },
    async (request, reply) => {
      await deleteImage(db, store, request.actor, request.params.domainId, request.params.imageId);
      return reply.code(204).send(null);
    },
  );
};
