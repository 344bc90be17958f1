import { folioCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { withETag } from "../../lib/versions.js";
import { lockPosted, readBeforePosting, recordedFolio } from "./audited.js";
import { allow, refund } from "./corrections.js";
import { move } from "./move.js";
import { openFolio } from "./open.js";
import { charge, pay } from "./postings.js";
import { presentFolio } from "./present.js";
import { folioOf, foliosOfBooking } from "./read.js";

/**
 * How the trail records a posting: the folio of the path, read under the posting's lock; an
 * `If-Match` names that folio's version.
 */
const posted = { read: readBeforePosting, recorded: recordedFolio, version: lockPosted };

export async function folioRoutes(app: FastifyInstance) {
  serve(app, calls.bookingFolio, async ({ db, actor, params }, reply) => {
    const [first] = await foliosOfBooking(db, actor, params.domainId, params.bookingId, 1);
    return withETag(reply, presentFolio(first as NonNullable<typeof first>));
  });

  serve(app, calls.bookingFolios, async ({ db, actor, params }) => ({
    Folios: (await foliosOfBooking(db, actor, params.domainId, params.bookingId)).map(presentFolio),
  }));

  serve(app, calls.get, async ({ db, actor, params }, reply) =>
    withETag(reply, presentFolio(await folioOf(db, actor, params.domainId, params.folioId))),
  );

  serve(app, calls.open, async ({ db, actor, body }) => presentFolio(await openFolio(db, actor, body)), {
    audit: { recorded: recordedFolio },
  });

  serve(
    app,
    calls.charge,
    async ({ db, actor, params, body }) => presentFolio(await charge(db, actor, params, body)),
    {
      audit: posted,
    },
  );

  serve(
    app,
    calls.payment,
    async ({ db, actor, params, body }) => presentFolio(await pay(db, actor, params, body)),
    {
      audit: posted,
    },
  );

  serve(
    app,
    calls.allowance,
    async ({ db, actor, params, body }) => presentFolio(await allow(db, actor, params, body)),
    {
      audit: posted,
    },
  );

  serve(
    app,
    calls.refund,
    async ({ db, actor, params, body }) => presentFolio(await refund(db, actor, params, body)),
    {
      audit: posted,
    },
  );

  serve(
    app,
    calls.move,
    async ({ db, actor, params, body }) => presentFolio(await move(db, actor, params, body)),
    {
      audit: {
        read: (db, request) => readBeforePosting(db, request, request.body.ToFolioId),
        recorded: recordedFolio,
      },
    },
  );
}
