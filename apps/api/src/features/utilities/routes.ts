import { errorBody, Permission, utility, utilityBody, utilityList, utilityParams } from "@concierge/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requires } from "../../lib/actor.js";
import { refusals } from "../../lib/refusals.js";
import { presentUtility } from "./present.js";
import { createUtility, findUtility, listUtilities, updateUtility } from "./service.js";

const tags = ["utilities"];
const write = requires(Permission.GLOBAL);

export const utilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get("/utilities", { schema: { tags, response: { 200: utilityList, 401: errorBody } } }, async () =>
    (await listUtilities(db)).map(presentUtility),
  );

  app.get(
    "/utilities/:id",
    { schema: { tags, params: utilityParams, response: { 200: utility, ...refusals } } },
    async (request) => presentUtility(await findUtility(db, request.params.id)),
  );

  app.post(
    "/utilities",
    { schema: { tags, body: utilityBody, response: { 201: utility, ...refusals } }, preHandler: write },
    async (request, reply) => reply.code(201).send(presentUtility(await createUtility(db, request.body))),
  );

  app.put(
    "/utilities",
    { schema: { tags, body: utilityBody, response: { 200: utility, ...refusals } }, preHandler: write },
    async (request) => presentUtility(await updateUtility(db, request.body)),
  );
};
