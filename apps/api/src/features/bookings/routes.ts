import { bookingCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { serveList } from "../../lib/lists/index.js";
import { serve } from "../../lib/serve.js";
import { domainOf } from "../../lib/tenancy.js";
import { withETag } from "../../lib/versions.js";
import { attachScan } from "../scans/index.js";
import { lockBooking, bookingOfPath as named, readBooking } from "./audited.js";
import { findBooking } from "./holding.js";
import { bookingList } from "./list.js";
import { mailGuest } from "./mails/guest-mails.js";
import { moveBooking } from "./move.js";
import { presentBooking } from "./present.js";
import { createBooking, reserveBooking, updateBooking } from "./service.js";
import { cancelBooking, checkIn, checkOut, markNoShow } from "./statuses.js";

async function withScan<T extends Parameters<typeof attachScan>[1]>(db: Db, booking: T) {
  await attachScan(db, booking);
  return booking;
}

export async function bookingRoutes(app: FastifyInstance) {
  const { maxStayNights } = app.config;
  const mailing = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: app.log };
  serveList(app, bookingList);

  serve(app, calls.get, async ({ db, actor, params }, reply) => {
    const domainId = await domainOf(db, actor, params.domainId);
    return withETag(reply, presentBooking(await findBooking(db, domainId, params.bookingId)));
  });

  // A scan its GuestIdUrl names is kept as long as the booking needs it (decision 0015).
  serve(app, calls.create, async ({ db, actor, body }) =>
    presentBooking(await withScan(db, await createBooking(db, actor, body, maxStayNights))),
  );

  // A reservation's guest is mailed its confirmation; a walk-in's is at the desk (decision 0033).
  serve(app, calls.reserve, async ({ db, actor, body, afterCommit }) => {
    const reserved = await reserveBooking(db, actor, body, maxStayNights);
    afterCommit(() => mailGuest(mailing, "confirmation", reserved));
    return presentBooking(await withScan(db, reserved));
  });

  serve(
    app,
    calls.checkIn,
    async ({ db, actor, params }) =>
      presentBooking(await checkIn(db, actor, params.domainId, params.bookingId)),
    { audit: named },
  );

  serve(
    app,
    calls.noShow,
    async ({ db, actor, params }) =>
      presentBooking(await markNoShow(db, actor, params.domainId, params.bookingId)),
    { audit: named },
  );

  serve(
    app,
    calls.update,
    async ({ db, actor, body }) =>
      presentBooking(await withScan(db, await updateBooking(db, actor, body, maxStayNights))),
    {
      audit: {
        read: (db, { body }) => readBooking(db, body.DomainId, body.Id),
        version: (db, { actor, body }) => lockBooking(db, actor, body.DomainId, body.Id),
      },
    },
  );

  serve(
    app,
    calls.move,
    async ({ db, actor, params, body }) =>
      presentBooking(await moveBooking(db, actor, params.domainId, params.bookingId, body, maxStayNights)),
    { audit: named },
  );

  serve(
    app,
    calls.checkOut,
    async ({ db, actor, params, body }) =>
      presentBooking(await checkOut(db, actor, params.domainId, params.bookingId, body)),
    // A check-out owing keeps its reason in the trail, beside the booking's changes.
    {
      audit: {
        ...named,
        recorded: (answer, { body }) =>
          body?.Force ? { ...answer, Force: true, Reason: body.Reason } : answer,
      },
    },
  );

  serve(
    app,
    calls.cancel,
    async ({ db, actor, params, afterCommit }) => {
      const { cancelled, wasReserved } = await cancelBooking(db, actor, params.domainId, params.bookingId);
      if (wasReserved) afterCommit(() => mailGuest(mailing, "cancellation", cancelled));
    },
    { audit: named },
  );
}
