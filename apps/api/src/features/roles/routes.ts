import {
  domainPageParams,
  domainRowParams,
  Permission,
  role,
  roleCreateBody,
  rolePage,
  roleUpdateBody,
} from "@concierge/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requires } from "../../lib/actor.js";
import { refusals } from "../../lib/refusals.js";
import { presentRole } from "./present.js";
import { createRole, deleteRole, listRoles, updateRole } from "./service.js";

const tags = ["roles"];
const write = requires(Permission.MANAGE_ROLES);

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/domains/roles/:domainId/:page/:pageSize",
    { schema: { tags, params: domainPageParams, response: { 200: rolePage, ...refusals } } },
    async (request) => {
      const { domainId, page, pageSize } = request.params;
      const { rows, count } = await listRoles(db, request.actor, domainId, page, pageSize);
      return { Count: count, Roles: rows.map(presentRole) };
    },
  );

  app.post(
    "/domains/roles",
    { schema: { tags, body: roleCreateBody, response: { 201: role, ...refusals } }, preHandler: write },
    async (request, reply) =>
      reply.code(201).send(presentRole(await createRole(db, request.actor, request.body))),
  );

  app.put(
    "/domains/roles",
    { schema: { tags, body: roleUpdateBody, response: { 200: role, ...refusals } }, preHandler: write },
    async (request) => presentRole(await updateRole(db, request.actor, request.body)),
  );

  app.delete(
    "/domains/roles/:domainId/:roleId",
    {
      schema: { tags, params: domainRowParams("roleId"), response: { 204: z.null(), ...refusals } },
      preHandler: write,
    },
    async (request, reply) => {
      await deleteRole(db, request.actor, request.params.domainId, request.params.roleId);
      return reply.code(204).send(null);
    },
  );
};
