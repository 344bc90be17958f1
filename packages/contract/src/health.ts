import { z } from "zod";
import { declareCalls } from "./call.js";

const status = z.object({ status: z.string() });

/** For load balancers: liveness, and readiness (the database answers). */
export const healthCalls = declareCalls("operations", {
  live: { method: "GET", path: "/healthz", answer: status, session: false, refusals: [] },
  ready: { method: "GET", path: "/readyz", answer: status, session: false, refusals: [503] },
});
