import {
  AuthMessage,
  changePasswordBody,
  errorBody,
  forgotPasswordBody,
  loginAnswer,
  loginBody,
  messageBody,
  refreshBody,
  tokenPair,
} from "@concierge/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { changePassword, forgotPassword, login } from "./service.js";
import { endSession, refreshSession } from "./sessions.js";

const refusals = { 400: errorBody, 401: errorBody, 429: errorBody };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, mailer } = app;

  app.post(
    "/login",
    { schema: { tags: ["sign-in"], body: loginBody, response: { 200: loginAnswer, ...refusals } } },
    (request) => login(db, config.jwtSecret, request.body, { ip: request.ip }),
  );

  app.post(
    "/forgotPassword",
    { schema: { tags: ["sign-in"], body: forgotPasswordBody, response: { 200: messageBody, ...refusals } } },
    async (request) => {
      const { send } = await forgotPassword(db, mailer, config.publicUrl, request.body, { ip: request.ip });
      send().catch((err) => request.log.error({ err }, "the reset mail could not be sent"));
      return { message: AuthMessage.resetSent };
    },
  );

  app.post(
    "/forgot/changePassword",
    { schema: { tags: ["sign-in"], body: changePasswordBody, response: { 200: messageBody, ...refusals } } },
    async (request) => {
      await changePassword(db, request.body);
      return { message: AuthMessage.passwordChanged };
    },
  );

  app.post(
    "/refresh",
    { schema: { tags: ["sign-in"], body: refreshBody, response: { 200: tokenPair, ...refusals } } },
    (request) => refreshSession(db, config.jwtSecret, request.body.refreshToken),
  );

  app.post(
    "/logout",
    { schema: { tags: ["sign-in"], body: refreshBody, response: { 204: z.null(), 400: errorBody } } },
    async (request, reply) => {
      await endSession(db, request.body.refreshToken);
      return reply.code(204).send(null);
    },
  );
};
