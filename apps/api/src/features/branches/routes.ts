import { branchCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { serveList } from "../../lib/serve-list.js";
import { readBranch } from "./audited.js";
import { presentBranch } from "./present.js";
import { createBranch, deleteBranch, listBranches, updateBranch } from "./service.js";

export async function branchRoutes(app: FastifyInstance) {
  serveList(app, calls.list, ({ db, actor, params, query }) =>
    listBranches(db, actor, { ...params, ...query }),
  );

  serve(app, calls.create, async ({ db, actor, body }) => presentBranch(await createBranch(db, actor, body)));

  serve(
    app,
    calls.update,
    async ({ db, actor, body }) => presentBranch(await updateBranch(db, actor, body)),
    {
      audit: { read: (db, { body }) => readBranch(db, body.DomainId, body.Id) },
    },
  );

  serve(
    app,
    calls.delete,
    async ({ db, actor, params }) => {
      await deleteBranch(db, actor, params.domainId, params.branchId);
    },
    {
      audit: { read: (db, { params }) => readBranch(db, params.domainId, params.branchId) },
    },
  );
}
