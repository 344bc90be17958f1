import { catalogueCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { readItem, readTax } from "./audited.js";
import { createItem, itemsOfBranch, updateItem } from "./items.js";
import { presentItem, presentTax } from "./present.js";
import { createTax, taxesOfBranch, updateTax } from "./taxes.js";

export async function catalogueRoutes(app: FastifyInstance) {
  serve(app, calls.chargeItems, async ({ db, actor, params }) => ({
    ChargeItems: (await itemsOfBranch(db, actor, params)).map(presentItem),
  }));

  serve(app, calls.createChargeItem, async ({ db, actor, body }) =>
    presentItem(await createItem(db, actor, body)),
  );

  serve(
    app,
    calls.updateChargeItem,
    async ({ db, actor, body }) => presentItem(await updateItem(db, actor, body)),
    { audit: { read: (db, { body }) => readItem(db, body.DomainId, body.Id) } },
  );

  serve(app, calls.taxes, async ({ db, actor, params }) => ({
    Taxes: (await taxesOfBranch(db, actor, params)).map(presentTax),
  }));

  serve(app, calls.createTax, async ({ db, actor, body }) => presentTax(await createTax(db, actor, body)));

  serve(app, calls.updateTax, async ({ db, actor, body }) => presentTax(await updateTax(db, actor, body)), {
    audit: { read: (db, { body }) => readTax(db, body.DomainId, body.Id) },
  });
}
