import { utilityCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { presentUtility } from "./present.js";
import { createUtility, findUtility, listUtilities, updateUtility } from "./service.js";

export async function utilityRoutes(app: FastifyInstance) {
  const { db } = app;

  serve(app, calls.list, async () => (await listUtilities(db)).map(presentUtility));

  serve(app, calls.find, async ({ params }) => presentUtility(await findUtility(db, params.id)));

  serve(app, calls.create, async ({ body }) => presentUtility(await createUtility(db, body)));

  serve(app, calls.update, async ({ body }) => presentUtility(await updateUtility(db, body)));
}
