import {
  country,
  countryBody,
  countryList,
  countryNames,
  countryParams,
  errorBody,
  Permission,
} from "@concierge/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requires } from "../../lib/actor.js";
import { refusals } from "../../lib/refusals.js";
import { presentCountry } from "./present.js";
import { createCountry, findCountry, listCountries, updateCountry } from "./service.js";

const tags = ["countries"];

export const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get("/countries", { schema: { tags, response: { 200: countryList, 401: errorBody } } }, async () =>
    (await listCountries(db)).map(presentCountry),
  );

  app.get(
    "/countries/only",
    { schema: { tags, response: { 200: countryNames, 401: errorBody } } },
    async () => (await listCountries(db)).map((row) => row.name),
  );

  app.get(
    "/countries/:country",
    { schema: { tags, params: countryParams, response: { 200: country, ...refusals } } },
    async (request) => presentCountry(await findCountry(db, request.params.country)),
  );

  app.post(
    "/countries",
    {
      schema: { tags, body: countryBody, response: { 201: country, ...refusals } },
      preHandler: requires(Permission.GLOBAL),
    },
    async (request, reply) => reply.code(201).send(presentCountry(await createCountry(db, request.body))),
  );

  app.put(
    "/countries",
    {
      schema: { tags, body: countryBody, response: { 200: country, ...refusals } },
      preHandler: requires(Permission.GLOBAL),
    },
    async (request) => presentCountry(await updateCountry(db, request.body)),
  );
};
