import type { Db } from "../../db/client.js";
import { presentedNow } from "../../lib/audit.js";
import { presentPlan } from "./present.js";
import { findPlan } from "./service.js";

/** A rate plan as the audit trail compares it, before and after a write. */
export const readPlan = (db: Db, domainId: string, planId: string) =>
  presentedNow([domainId, planId], async () => presentPlan(await findPlan(db, domainId, planId)));
