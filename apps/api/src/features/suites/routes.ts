import {
  domainPageParams,
  domainRowParams,
  errorBody,
  Permission,
  suite,
  suiteCategoryParams,
  suiteCodes,
  suiteCodesList,
  suiteCreateBody,
  suiteDomainParams,
  suitePage,
  suiteUpdateBody,
} from "@concierge/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requires } from "../../lib/actor.js";
import { refusals } from "../../lib/refusals.js";
import { presentSuite } from "./present.js";
import {
  codesOfCategory,
  codesOfDomain,
  createSuite,
  deleteSuite,
  listSuites,
  updateSuite,
} from "./service.js";

const tags = ["suites"];
const write = requires(Permission.MANAGE_SUITES);
const base = "/domains/branches/suites";
const presentCodes = (row: { category: string; codes: string[] }) => ({
  Category: row.category,
  Codes: row.codes,
});

export const suiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    `${base}/category/:category`,
    { schema: { tags, params: suiteCategoryParams, response: { 200: suiteCodes, 401: errorBody } } },
    async (request) => presentCodes(await codesOfCategory(db, request.actor, request.params.category)),
  );

  app.get(
    `${base}/codes/:domainId`,
    { schema: { tags, params: suiteDomainParams, response: { 200: suiteCodesList, ...refusals } } },
    async (request) => (await codesOfDomain(db, request.actor, request.params.domainId)).map(presentCodes),
  );

  app.get(
    `${base}/:domainId/:page/:pageSize`,
    { schema: { tags, params: domainPageParams, response: { 200: suitePage, ...refusals } } },
    async (request) => {
      const { domainId, page, pageSize } = request.params;
      const { rows, count } = await listSuites(db, request.actor, domainId, page, pageSize);
      return { Count: count, Suites: rows.map(presentSuite) };
    },
  );

  app.post(
    base,
    { schema: { tags, body: suiteCreateBody, response: { 201: suite, ...refusals } }, preHandler: write },
    async (request, reply) =>
      reply.code(201).send(presentSuite(await createSuite(db, request.actor, request.body))),
  );

  app.put(
    base,
    { schema: { tags, body: suiteUpdateBody, response: { 200: suite, ...refusals } }, preHandler: write },
    async (request) => presentSuite(await updateSuite(db, request.actor, request.body)),
  );

  app.delete(
    `${base}/:domainId/:suiteId`,
    {
      schema: { tags, params: domainRowParams("suiteId"), response: { 204: z.null(), ...refusals } },
      preHandler: write,
    },
    async (request, reply) => {
      await deleteSuite(db, request.actor, request.params.domainId, request.params.suiteId);
      return reply.code(204).send(null);
    },
  );
};
