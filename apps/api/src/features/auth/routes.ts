import { AuthMessage, authCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { login } from "./login.js";
import { refreshSession } from "./refresh.js";
import { changePassword, forgotPassword } from "./service.js";
import { endSession } from "./sessions.js";

export async function authRoutes(app: FastifyInstance) {
  const { config, mailer } = app;

  serve(app, calls.login, ({ db, body, ip }) => login(db, config, body, { ip }));

  serve(app, calls.forgotPassword, async ({ db, body, ip, log }) => {
    const { send } = await forgotPassword(db, mailer, config.publicUrl, body, { ip });
    send().catch((err) => log.error({ err }, "the reset mail could not be sent"));
    return { message: AuthMessage.resetSent };
  });

  serve(app, calls.changePassword, async ({ db, body }) => {
    await changePassword(db, body);
    return { message: AuthMessage.passwordChanged };
  });

  serve(app, calls.refresh, ({ db, body }) => refreshSession(db, config, body.refreshToken));

  serve(app, calls.logout, async ({ db, body }) => {
    await endSession(db, body.refreshToken);
  });
}
