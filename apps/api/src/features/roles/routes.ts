import { roleCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serveList } from "../../lib/lists/index.js";
import { serve } from "../../lib/serve.js";
import { readRole } from "./audited.js";
import { roleList } from "./list.js";
import { presentRole } from "./present.js";
import { createRole, deleteRole, updateRole } from "./service.js";

export async function roleRoutes(app: FastifyInstance) {
  serveList(app, roleList);

  serve(app, calls.create, async ({ db, actor, body }) => presentRole(await createRole(db, actor, body)));

  serve(app, calls.update, async ({ db, actor, body }) => presentRole(await updateRole(db, actor, body)), {
    audit: { read: (db, { body }) => readRole(db, body.DomainId, body.Id) },
  });

  serve(
    app,
    calls.delete,
    async ({ db, actor, params }) => {
      await deleteRole(db, actor, params.domainId, params.roleId);
    },
    {
      audit: { read: (db, { params }) => readRole(db, params.domainId, params.roleId) },
    },
  );
}
