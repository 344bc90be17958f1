import { type AuditEntry, type AuditListQuery, calls, Permission } from "@concierge/contract";
import { expect } from "vitest";
import { signedInUser } from "./factories.js";
import type { Api, Headers } from "./harness.js";

/** The first 100 entries of the domain's audit trail that `query` finds, newest first. */
export async function trailOf(
  api: Api,
  reader: { headers: Headers; domainId: string },
  query: AuditListQuery = {},
): Promise<AuditEntry[]> {
  const params = { domainId: reader.domainId, page: 1, pageSize: 100 };
  const response = await api.call(calls.audit.list, { params, query }, reader.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Entries;
}

/** A colleague in the staff's domain who may read its trail (VIEW_AUDIT) and nothing more. */
export const auditorOf = (api: Api, staff: { domainId: string; branchId: string }) =>
  signedInUser(api, { domain: staff, permissions: [Permission.VIEW_AUDIT] });
