import { scanCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { imageBodyLimit } from "../images/index.js";
import { presentScan } from "./present.js";
import { readScan, uploadScan } from "./service.js";

export async function scanRoutes(app: FastifyInstance) {
  const { scans: store } = app;
  const { publicUrl } = app.config;

  serve(
    app,
    calls.upload,
    async ({ db, actor, params, body }) =>
      presentScan(publicUrl, await uploadScan(db, store, actor, params.domainId, body.image)),
    imageBodyLimit,
  );

  serve(app, calls.read, async ({ db, actor, params }, reply) => {
    const scan = await readScan(db, store, actor, params.domainId, params.scanId);
    reply.header("content-type", scan.contentType).header("cache-control", "private, no-store");
    return scan.bytes;
  });
}
