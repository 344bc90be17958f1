import {
  booking,
  bookingCreateBody,
  bookingListQuery,
  bookingPage,
  bookingUpdateBody,
  branchPageParams,
  domainRowParams,
  Permission,
} from "@concierge/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requires } from "../../lib/actor.js";
import { refusals } from "../../lib/refusals.js";
import { presentBooking } from "./present.js";
import { cancelBooking, checkOut, createBooking, listBookings, updateBooking } from "./service.js";

const tags = ["bookings"];
const write = requires(Permission.MANAGE_BOOKINGS);
const base = "/domains/branches/bookings";
const bookingParams = domainRowParams("bookingId");

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    `${base}/:domainId/:branchId/:page/:pageSize`,
    {
      schema: {
        tags,
        params: branchPageParams,
        querystring: bookingListQuery,
        response: { 200: bookingPage, ...refusals },
      },
    },
    async (request) => {
      const inHouse = request.query.inHouse === "true";
      const { rows, count } = await listBookings(db, request.actor, { ...request.params, inHouse });
      return { Count: count, Bookings: rows.map(presentBooking) };
    },
  );

  app.post(
    base,
    { schema: { tags, body: bookingCreateBody, response: { 201: booking, ...refusals } }, preHandler: write },
    async (request, reply) =>
      reply.code(201).send(presentBooking(await createBooking(db, request.actor, request.body))),
  );

  app.put(
    base,
    { schema: { tags, body: bookingUpdateBody, response: { 200: booking, ...refusals } }, preHandler: write },
    async (request) => presentBooking(await updateBooking(db, request.actor, request.body)),
  );

  app.post(
    `${base}/:domainId/:bookingId/checkout`,
    { schema: { tags, params: bookingParams, response: { 200: booking, ...refusals } }, preHandler: write },
    async (request) =>
      presentBooking(await checkOut(db, request.actor, request.params.domainId, request.params.bookingId)),
  );

  app.delete(
    `${base}/:domainId/:bookingId`,
    { schema: { tags, params: bookingParams, response: { 204: z.null(), ...refusals } }, preHandler: write },
    async (request, reply) => {
      await cancelBooking(db, request.actor, request.params.domainId, request.params.bookingId);
      return reply.code(204).send(null);
    },
  );
};
