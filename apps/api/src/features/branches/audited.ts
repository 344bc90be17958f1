import { BranchRefusal } from "@concierge/contract";
import type { Db } from "../../db/client.js";
import { branches } from "../../db/schema/index.js";
import { presentedNow } from "../../lib/audit.js";
import { findInDomain } from "../../lib/tenancy.js";
import { presentBranch } from "./present.js";

/** A branch as the audit trail compares it, before and after a write. */
export const readBranch = (db: Db, domainId: string, branchId: string) =>
  presentedNow([domainId, branchId], async () =>
    presentBranch(await findInDomain(db, branches, domainId, branchId, BranchRefusal.notFound)),
  );
