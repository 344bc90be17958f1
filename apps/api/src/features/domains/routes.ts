import {
  domain,
  domainCreateBody,
  domainIdParams,
  domainPage,
  domainUpdateBody,
  Permission,
  pageParams,
} from "@concierge/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requires } from "../../lib/actor.js";
import { refusals } from "../../lib/refusals.js";
import { presentDomain } from "./present.js";
import { createDomain, deleteDomain, listDomains, updateDomain } from "./service.js";

const tags = ["domains"];

export const domainRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/domains/:page/:size",
    {
      schema: { tags, params: pageParams, response: { 200: domainPage, ...refusals } },
      preHandler: requires(Permission.VIEW_DOMAINS),
    },
    async (request) => {
      const { rows, count } = await listDomains(db, request.actor, request.params.page, request.params.size);
      return { Count: count, Domains: rows.map(presentDomain) };
    },
  );

  // A new hotel company is a platform decision: it takes GLOBAL as well as MANAGE_DOMAINS.
  app.post(
    "/domains",
    {
      schema: { tags, body: domainCreateBody, response: { 201: domain, ...refusals } },
      preHandler: requires(Permission.GLOBAL, Permission.MANAGE_DOMAINS),
    },
    async (request, reply) => reply.code(201).send(presentDomain(await createDomain(db, request.body))),
  );

  app.put(
    "/domains",
    {
      schema: { tags, body: domainUpdateBody, response: { 200: domain, ...refusals } },
      preHandler: requires(Permission.MANAGE_DOMAINS),
    },
    async (request) => presentDomain(await updateDomain(db, request.actor, request.body)),
  );

  app.delete(
    "/domains/:id",
    {
      schema: { tags, params: domainIdParams, response: { 204: z.null(), ...refusals } },
      preHandler: requires(Permission.GLOBAL, Permission.MANAGE_DOMAINS),
    },
    async (request, reply) => {
      await deleteDomain(db, request.actor, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
