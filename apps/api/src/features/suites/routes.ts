import { suiteCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serveList } from "../../lib/lists/index.js";
import { serve } from "../../lib/serve.js";
import { setArchived } from "./archive.js";
import { readSuite } from "./audited.js";
import { suiteList } from "./list.js";
import { presentCodes, presentSuite } from "./present.js";
import { codesOfCategory, codesOfDomain, createSuite, deleteSuite, updateSuite } from "./service.js";

export async function suiteRoutes(app: FastifyInstance) {
  serve(app, calls.category, async ({ db, actor, params }) =>
    presentCodes(await codesOfCategory(db, actor, params.category)),
  );

  serve(app, calls.codes, async ({ db, actor, params }) =>
    (await codesOfDomain(db, actor, params.domainId)).map(presentCodes),
  );

  serveList(app, suiteList);

  serve(app, calls.create, async ({ db, actor, body }) => presentSuite(await createSuite(db, actor, body)));

  serve(app, calls.update, async ({ db, actor, body }) => presentSuite(await updateSuite(db, actor, body)), {
    audit: { read: (db, { body }) => readSuite(db, body.DomainId, body.Id) },
  });

  for (const [call, archived] of [
    [calls.archive, true],
    [calls.restore, false],
  ] as const) {
    serve(
      app,
      call,
      async ({ db, actor, params }) => presentSuite(await setArchived(db, actor, params, archived)),
      {
        audit: { read: (db, { params }) => readSuite(db, params.domainId, params.suiteId) },
      },
    );
  }

  serve(
    app,
    calls.delete,
    async ({ db, actor, params }) => {
      await deleteSuite(db, actor, params.domainId, params.suiteId);
    },
    {
      audit: { read: (db, { params }) => readSuite(db, params.domainId, params.suiteId) },
    },
  );
}
