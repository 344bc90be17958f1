import { domainCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serveList } from "../../lib/lists/index.js";
import { serve } from "../../lib/serve.js";
import { readDomain } from "./audited.js";
import { domainList } from "./list.js";
import { presentDomain } from "./present.js";
import { createDomain, deleteDomain, updateDomain } from "./service.js";

export async function domainRoutes(app: FastifyInstance) {
  serveList(app, domainList);

  serve(app, calls.create, async ({ db, body }) => presentDomain(await createDomain(db, body)));

  serve(
    app,
    calls.update,
    async ({ db, actor, body }) => presentDomain(await updateDomain(db, actor, body)),
    {
      audit: { read: (db, { body }) => readDomain(db, body.Id) },
    },
  );

  serve(
    app,
    calls.delete,
    async ({ db, actor, params }) => {
      await deleteDomain(db, app.scans, actor, params.id);
    },
    {
      audit: { read: (db, { params }) => readDomain(db, params.id) },
    },
  );
}
