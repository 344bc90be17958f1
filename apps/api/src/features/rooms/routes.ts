import { roomCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { lockRoomRow, readBlock, readRoom, roomId } from "./audited.js";
import { freeRooms } from "./availability.js";
import { presentAvailability, presentBlock, presentRoom } from "./present.js";
import { rackOf } from "./rack.js";
import { blockRoom, setHousekeeping, unblockRoom } from "./service.js";

export async function roomRoutes(app: FastifyInstance) {
  serve(app, calls.rack, async ({ db, actor, params, query }) => {
    const rack = await rackOf(db, actor, { ...params, ...query });
    return {
      From: rack.from,
      Days: rack.days,
      TimeZone: rack.timeZone,
      Rooms: rack.rooms.map(presentRoom),
      Stays: rack.stays.map((stay) => ({
        BookingId: stay.bookingId,
        SuiteCode: stay.suiteCode,
        CheckinDate: stay.checkinDate.toISOString(),
        CheckoutDate: stay.checkoutDate.toISOString(),
        Status: stay.status,
        Guest: `${stay.firstName} ${stay.lastName}`,
        Notes: stay.notes,
        Version: stay.version,
      })),
      Blocks: rack.blocks.map(presentBlock),
      Free: rack.free.map((category) => ({
        SuiteId: category.suiteId,
        Category: category.category,
        Nights: category.nights,
      })),
    };
  });

  serve(app, calls.availability, async ({ db, actor, params, query }) =>
    presentAvailability(await freeRooms(db, actor, { ...params, ...query })),
  );

  serve(
    app,
    calls.housekeeping,
    async ({ db, actor, params, body }) =>
      presentRoom(await setHousekeeping(db, actor, params, body.Housekeeping)),
    {
      audit: {
        read: (db, { params }) => readRoom(db, params),
        id: ({ params }, room) => roomId(params, room),
        version: (db, { actor, params }) => lockRoomRow(db, actor, params),
      },
    },
  );

  serve(app, calls.block, async ({ db, actor, params, body }) =>
    presentBlock(await blockRoom(db, actor, params, body, app.config.maxStayNights)),
  );

  serve(
    app,
    calls.unblock,
    async ({ db, actor, params }) => {
      await unblockRoom(db, actor, params, params.blockId);
    },
    { audit: { read: (db, { params }) => readBlock(db, params) } },
  );
}
