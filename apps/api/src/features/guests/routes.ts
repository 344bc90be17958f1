import { guestCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serveList } from "../../lib/lists/index.js";
import { serve } from "../../lib/serve.js";
import { domainOf } from "../../lib/tenancy.js";
import { withETag } from "../../lib/versions.js";
import { bookingsOfProfile } from "../bookings/index.js";
import { guestNow, lockGuest } from "./audited.js";
import { guestList } from "./list.js";
import { createGuest, readGuest, updateGuest } from "./service.js";

export async function guestRoutes(app: FastifyInstance) {
  serveList(app, guestList);

  serve(app, calls.read, async ({ db, actor, params }, reply) => {
    const domainId = await domainOf(db, actor, params.domainId);
    const guest = await readGuest(db, domainId, params.guestId);
    return withETag(reply, { ...guest, Bookings: await bookingsOfProfile(db, domainId, guest.Id) });
  });

  serve(app, calls.create, async ({ db, actor, body }) => createGuest(db, actor, body));

  serve(app, calls.update, async ({ db, actor, body }) => updateGuest(db, actor, body), {
    audit: {
      read: (db, { body }) => guestNow(db, body.DomainId, body.Id),
      version: (db, { actor, body }) => lockGuest(db, actor, body.DomainId, body.Id),
    },
  });
}
