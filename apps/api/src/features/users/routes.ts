import {
  domainPageParams,
  domainRowParams,
  Permission,
  user,
  userCreateBody,
  userPage,
  userUpdateBody,
} from "@concierge/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requires } from "../../lib/actor.js";
import { refusals } from "../../lib/refusals.js";
import { presentUser } from "./present.js";
import { createUser, deleteUser, listUsers, updateUser } from "./service.js";

const tags = ["users"];
const write = requires(Permission.MANAGE_USERS);

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, mailer } = app;

  app.get(
    "/domains/users/:domainId/:page/:pageSize",
    { schema: { tags, params: domainPageParams, response: { 200: userPage, ...refusals } } },
    async (request) => {
      const { domainId, page, pageSize } = request.params;
      const { rows, count } = await listUsers(db, request.actor, domainId, page, pageSize);
      return { Count: count, Users: rows.map(presentUser) };
    },
  );

  app.post(
    "/domains/users",
    { schema: { tags, body: userCreateBody, response: { 201: user, ...refusals } }, preHandler: write },
    async (request, reply) => {
      const created = await createUser(db, request.actor, request.body, config.publicUrl);
      mailer(created.mail).catch((err) =>
        request.log.error({ err }, "the invitation mail could not be sent"),
      );
      return reply.code(201).send(presentUser(created.user));
    },
  );

  app.put(
    "/domains/users",
    { schema: { tags, body: userUpdateBody, response: { 200: user, ...refusals } }, preHandler: write },
    async (request) => presentUser(await updateUser(db, request.actor, request.body)),
  );

  app.delete(
    "/domains/users/:domainId/:userId",
    {
      schema: { tags, params: domainRowParams("userId"), response: { 204: z.null(), ...refusals } },
      preHandler: write,
    },
    async (request, reply) => {
      await deleteUser(db, request.actor, request.params.domainId, request.params.userId);
      return reply.code(204).send(null);
    },
  );
};
