import { utilityCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { readUtility } from "./audited.js";
import { presentUtility } from "./present.js";
import { createUtility, findUtility, listUtilities, updateUtility } from "./service.js";

export async function utilityRoutes(app: FastifyInstance) {
  serve(app, calls.list, async ({ db }) => (await listUtilities(db)).map(presentUtility));

  serve(app, calls.find, async ({ db, params }) => presentUtility(await findUtility(db, params.id)));

  serve(app, calls.create, async ({ db, body }) => presentUtility(await createUtility(db, body)));

  serve(app, calls.update, async ({ db, body }) => presentUtility(await updateUtility(db, body)), {
    audit: { read: (db, { body }) => readUtility(db, body.Name) },
  });
}
