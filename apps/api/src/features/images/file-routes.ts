import { AccessRefusal, isId } from "@concierge/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { refusalBody } from "../../lib/error-handler.js";
import { embeddableAnywhere } from "../../lib/security-headers.js";
import { LOCAL_IMAGE_ROUTE } from "./image-store.js";
import { contentTypeOf, IMAGE_CACHE_CONTROL } from "./image-types.js";

const fileName = /^([0-9a-f-]{36})\.(\w+)$/;
const params = z.object({ domainId: z.string().max(100), file: z.string().max(100) });

/**
 * The bytes behind an image's `link`, public as any image on a web page is: its address holds two
 * random UUIDs. Only names the server made are looked up.
 */
export const imageFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${LOCAL_IMAGE_ROUTE}/:domainId/:file`,
    { schema: { hide: true, params }, ...embeddableAnywhere },
    async (request, reply) => {
      const { domainId, file } = request.params;
      const [, id, extension] = fileName.exec(file) ?? [];
      const contentType = extension && contentTypeOf(extension);
      const bytes =
        isId(domainId) && id && isId(id) && contentType
          ? await app.images.get(`${domainId}/${file}`)
          : undefined;
      if (!bytes || !contentType) {
        return reply.code(404).send(refusalBody(AccessRefusal.notFound));
      }
      return reply
        .header("content-type", contentType)
        .header("cache-control", IMAGE_CACHE_CONTROL)
        .send(bytes);
    },
  );
};
