import { preferenceCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { findPreferences, updatePreferences } from "./service.js";

export async function preferenceRoutes(app: FastifyInstance) {
  serve(app, calls.find, ({ db, actor }) => findPreferences(db, actor));

  // Recorded as a change of the user's own record: its id and username name the entry.
  serve(app, calls.update, ({ db, actor, body }) => updatePreferences(db, actor, body), {
    audit: {
      read: (db, { actor }) => findPreferences(db, actor),
      id: ({ actor }) => actor.userId,
      label: ({ actor }) => actor.username,
    },
  });
}
