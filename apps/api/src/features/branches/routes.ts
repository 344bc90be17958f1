import {
  branch,
  branchCreateBody,
  branchPage,
  branchUpdateBody,
  domainPageParams,
  domainRowParams,
  Permission,
} from "@concierge/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requires } from "../../lib/actor.js";
import { refusals } from "../../lib/refusals.js";
import { presentBranch } from "./present.js";
import { createBranch, deleteBranch, listBranches, updateBranch } from "./service.js";

const tags = ["branches"];
const write = requires(Permission.MANAGE_BRANCHES);

export const branchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/domains/branches/:domainId/:page/:pageSize",
    { schema: { tags, params: domainPageParams, response: { 200: branchPage, ...refusals } } },
    async (request) => {
      const { domainId, page, pageSize } = request.params;
      const { rows, count } = await listBranches(db, request.actor, domainId, page, pageSize);
      return { Count: count, Branches: rows.map(presentBranch) };
    },
  );

  app.post(
    "/domains/branches",
    { schema: { tags, body: branchCreateBody, response: { 201: branch, ...refusals } }, preHandler: write },
    async (request, reply) =>
      reply.code(201).send(presentBranch(await createBranch(db, request.actor, request.body))),
  );

  app.put(
    "/domains/branches",
    { schema: { tags, body: branchUpdateBody, response: { 200: branch, ...refusals } }, preHandler: write },
    async (request) => presentBranch(await updateBranch(db, request.actor, request.body)),
  );

  app.delete(
    "/domains/branches/:domainId/:branchId",
    {
      schema: { tags, params: domainRowParams("branchId"), response: { 204: z.null(), ...refusals } },
      preHandler: write,
    },
    async (request, reply) => {
      await deleteBranch(db, request.actor, request.params.domainId, request.params.branchId);
      return reply.code(204).send(null);
    },
  );
};
