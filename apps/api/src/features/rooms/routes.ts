import { roomCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { blockRoom, setHousekeeping, unblockRoom } from "./service.js";

export async function roomRoutes(app: FastifyInstance) {
  const { db } = app;

  serve(app, calls.housekeeping, async ({ actor, params, body }) => {
    const room = await setHousekeeping(db, actor, params, body.Housekeeping);
    return {
      Code: room.code,
      Category: room.category,
      SuiteId: room.suiteId,
      Housekeeping: room.housekeeping,
    };
  });

  serve(app, calls.block, async ({ actor, params, body }) => {
    const block = await blockRoom(db, actor, params, body);
    return { Id: block.id, SuiteCode: block.code, From: block.from, To: block.to, Reason: block.reason };
  });

  serve(app, calls.unblock, async ({ actor, params }) => {
    await unblockRoom(db, actor, params, params.blockId);
  });
}
