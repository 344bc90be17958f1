import { countryCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { presentCountry } from "./present.js";
import { createCountry, findCountry, listCountries, updateCountry } from "./service.js";

export async function countryRoutes(app: FastifyInstance) {
  const { db } = app;

  serve(app, calls.list, async () => (await listCountries(db)).map(presentCountry));

  serve(app, calls.names, async () => (await listCountries(db)).map((row) => row.name));

  serve(app, calls.find, async ({ params }) => presentCountry(await findCountry(db, params.country)));

  serve(app, calls.create, async ({ body }) => presentCountry(await createCountry(db, body)));

  serve(app, calls.update, async ({ body }) => presentCountry(await updateCountry(db, body)));
}
