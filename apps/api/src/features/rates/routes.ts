import { rateCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { readPlan } from "./audited.js";
import { rateCalendar } from "./calendar.js";
import { presentCell, presentPlan } from "./present.js";
import { createPlan, plansOfBranch, updatePlan } from "./service.js";
import { setRates } from "./set-rates.js";

export async function rateRoutes(app: FastifyInstance) {
  serve(app, calls.plans, async ({ db, actor, params }) => ({
    RatePlans: (await plansOfBranch(db, actor, params)).map(presentPlan),
  }));

  serve(app, calls.createPlan, async ({ db, actor, body }) => presentPlan(await createPlan(db, actor, body)));

  serve(
    app,
    calls.updatePlan,
    async ({ db, actor, body }) => presentPlan(await updatePlan(db, actor, body)),
    {
      audit: { read: (db, { body }) => readPlan(db, body.DomainId, body.Id) },
    },
  );

  serve(app, calls.calendar, async ({ db, actor, params, query }) => {
    const calendar = await rateCalendar(db, actor, { ...params, ...query });
    return {
      From: calendar.from,
      Days: calendar.days,
      Plans: calendar.plans.map(presentPlan),
      Cells: calendar.cells.map(presentCell),
    };
  });

  // The trail records the setting as asked, against its plan: there is no one record before it.
  serve(
    app,
    calls.set,
    async ({ db, actor, params, body }) => ({ Nights: await setRates(db, actor, params, body) }),
    {
      audit: {
        read: async () => undefined,
        id: ({ body }) => body.RatePlanId,
        recorded: (answer, { body }) => ({ ...body, ...answer }),
      },
    },
  );
}
