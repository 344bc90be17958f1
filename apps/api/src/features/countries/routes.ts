import { countryCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { readCountry } from "./audited.js";
import { presentCountry } from "./present.js";
import { createCountry, findCountry, listCountries, updateCountry } from "./service.js";

export async function countryRoutes(app: FastifyInstance) {
  serve(app, calls.list, async ({ db }) => (await listCountries(db)).map(presentCountry));

  serve(app, calls.names, async ({ db }) => (await listCountries(db)).map((row) => row.name));

  serve(app, calls.find, async ({ db, params }) => presentCountry(await findCountry(db, params.country)));

  serve(app, calls.create, async ({ db, body }) => presentCountry(await createCountry(db, body)));

  serve(app, calls.update, async ({ db, body }) => presentCountry(await updateCountry(db, body)), {
    audit: { read: (db, { body }) => readCountry(db, body.Name) },
  });
}
