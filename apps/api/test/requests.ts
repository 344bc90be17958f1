import type { Call, CallAnswer } from "@concierge/contract";
import { expect } from "vitest";
import type { Api, Headers } from "./harness.js";

interface TenantCalls {
  list: Call;
  create?: Call;
  update?: Call;
  delete: Call;
}

/** The last `:name` of a path: the row a delete names beside its domain. */
const rowKey = (call: Call) => call.path.match(/:(\w+)$/)?.[1] ?? "id";

function declared(call: Call | undefined): Call {
  if (!call) throw new Error("this feature has no such call");
  return call;
}

/**
 * The requests every tenant feature's tests send: a page of the domain's rows, a create, an
 * update and a delete, bodies sent as given (valid or not). `api` is read when a request is sent,
 * since the test file starts it in beforeAll.
 */
export function tenantRequests<Feature extends TenantCalls>(api: () => Api, feature: Feature) {
  const list = (headers: Headers, domainId: string, page: unknown = 1, pageSize: unknown = 10) =>
    api().call(feature.list, { params: { domainId, page, pageSize } }, headers);
  return {
    list,
    /** The first 100 rows of the user's domain, as its staff read them. */
    async rowsOf(user: { headers: Headers; domainId: string }) {
      const response = await list(user.headers, user.domainId, 1, 100);
      expect(response.statusCode).toBe(200);
      return response.json() as CallAnswer<Feature["list"]>;
    },
    post: (headers: Headers, body: unknown) => api().call(declared(feature.create), { body }, headers),
    put: (headers: Headers, body: unknown) => api().call(declared(feature.update), { body }, headers),
    remove: (headers: Headers, domainId: string, id: string) =>
      api().call(feature.delete, { params: { domainId, [rowKey(feature.delete)]: id } }, headers),
  };
}
