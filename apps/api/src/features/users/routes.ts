import { userCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serveList } from "../../lib/lists/index.js";
import { serve } from "../../lib/serve.js";
import { readUser } from "./audited.js";
import { resendInvitation } from "./invitation.js";
import { userList } from "./list.js";
import { presentUser } from "./present.js";
import { createUser, deleteUser, updateUser } from "./service.js";

const unsent = "the invitation mail could not be sent";

export async function userRoutes(app: FastifyInstance) {
  const { config, mailer } = app;

  serveList(app, userList);

  // The invitation leaves once its token is committed: a write rolled back sends no dead link.
  serve(app, calls.create, async ({ db, actor, body, afterCommit, log }) => {
    const created = await createUser(db, actor, body, config.publicUrl);
    afterCommit(() => mailer(created.mail).catch((err) => log.error({ err }, unsent)));
    return presentUser(created.user);
  });

  serve(
    app,
    calls.resendInvitation,
    async ({ db, actor, params, afterCommit, log }) => {
      const sent = await resendInvitation(db, actor, params, config.publicUrl);
      afterCommit(() => mailer(sent.mail).catch((err) => log.error({ err }, unsent)));
      return presentUser(sent.user);
    },
    { audit: { read: (db, { params }) => readUser(db, params.domainId, params.userId) } },
  );

  serve(app, calls.update, async ({ db, actor, body }) => presentUser(await updateUser(db, actor, body)), {
    audit: { read: (db, { body }) => readUser(db, body.DomainId, body.Id) },
  });

  serve(
    app,
    calls.delete,
    async ({ db, actor, params }) => {
      await deleteUser(db, actor, params.domainId, params.userId);
    },
    {
      audit: { read: (db, { params }) => readUser(db, params.domainId, params.userId) },
    },
  );
}
