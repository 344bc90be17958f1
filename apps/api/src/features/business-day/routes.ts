import { dayCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { presentedNow } from "../../lib/audit.js";
import { serve } from "../../lib/serve.js";
import { domainOf } from "../../lib/tenancy.js";
import { branchDay } from "./branch-day.js";
import { dayChores } from "./chores.js";
import { closeDay, closedBranch } from "./close.js";
import { dayStatus } from "./status.js";

export async function businessDayRoutes(app: FastifyInstance) {
  serve(app, calls.status, async ({ db, actor, params }) => dayStatus(db, actor, params));

  serve(
    app,
    calls.close,
    async ({ db, actor, params, body, afterCommit }) => {
      const domainId = await domainOf(db, actor, params.domainId);
      const closed = await closeDay(db, actor, { domainId, branchId: params.branchId }, body.BusinessDate);
      afterCommit(async () => void (await dayChores(app.db, app.scans, domainId, app.config)));
      return closed;
    },
    {
      audit: {
        read: (db, { params }) =>
          presentedNow([params.domainId, params.branchId], async () => {
            const branch = await branchDay(db, params.domainId, params.branchId);
            return closedBranch(branch, branch.businessDate);
          }),
        recorded: (answer) => (answer as { Branch: Record<string, unknown> }).Branch,
      },
    },
  );
}
