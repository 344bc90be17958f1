import { bookingCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { presentBooking } from "./present.js";
import { createBooking, listBookings, reserveBooking, updateBooking } from "./service.js";
import { cancelBooking, checkIn, checkOut, markNoShow } from "./statuses.js";

export async function bookingRoutes(app: FastifyInstance) {
  const { db } = app;

  serve(app, calls.list, async ({ actor, params, query }) => {
    const { rows, count } = await listBookings(db, actor, { ...params, inHouse: query.inHouse === "true" });
    return { Count: count, Bookings: rows.map(presentBooking) };
  });

  serve(app, calls.create, async ({ actor, body }) => presentBooking(await createBooking(db, actor, body)));

  serve(app, calls.reserve, async ({ actor, body }) => presentBooking(await reserveBooking(db, actor, body)));

  serve(app, calls.checkIn, async ({ actor, params }) =>
    presentBooking(await checkIn(db, actor, params.domainId, params.bookingId)),
  );

  serve(app, calls.noShow, async ({ actor, params }) =>
    presentBooking(await markNoShow(db, actor, params.domainId, params.bookingId)),
  );

  serve(app, calls.update, async ({ actor, body }) => presentBooking(await updateBooking(db, actor, body)));

  serve(app, calls.checkOut, async ({ actor, params }) =>
    presentBooking(await checkOut(db, actor, params.domainId, params.bookingId)),
  );

  serve(app, calls.cancel, async ({ actor, params }) => {
    await cancelBooking(db, actor, params.domainId, params.bookingId);
  });
}
