import { roleCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { serveList } from "../../lib/serve-list.js";
import { readRole } from "./audited.js";
import { presentRole } from "./present.js";
import { createRole, deleteRole, listRoles, updateRole } from "./service.js";

export async function roleRoutes(app: FastifyInstance) {
  serveList(app, calls.list, ({ db, actor, params, query }) => listRoles(db, actor, { ...params, ...query }));

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
