import { branchCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serveList } from "../../lib/lists/index.js";
import { serve } from "../../lib/serve.js";
import { readBranch } from "./audited.js";
import { branchList } from "./list.js";
import { presentBranch } from "./present.js";
import { createBranch, deleteBranch, updateBranch } from "./service.js";

export async function branchRoutes(app: FastifyInstance) {
  serveList(app, branchList);

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
