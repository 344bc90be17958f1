import { errorBody } from "@concierge/contract";

/** The error answers a tenant route may give, for its OpenAPI description and serialiser. */
export const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
