import { z } from "zod";
import { declareCalls } from "./call.js";
import { nameText, tagList } from "./common.js";
import { declareRefusals, exists, missing } from "./errors.js";
import { Permission } from "./permissions.js";

export const COUNTRY_STATES_MAX = 300;

export const CountryMessage = {
  name: "name is required must be 2 characters or more",
  states: "enter at least 1 state",
  notFound: "country not found",
  exists: (name: string) => `a country named ${name} already exists`,
} as const;

export const CountryRefusal = declareRefusals("countries", {
  notFound: missing(CountryMessage.notFound),
  exists: (name: string) => exists(CountryMessage.exists(name), { name }),
});

export const countryBody = z.object({
  Name: nameText("name", CountryMessage.name),
  // ISO 3166-2 gives the United Kingdom 224 subdivisions: room for the largest, loaded at first start.
  States: tagList("state", CountryMessage.states, COUNTRY_STATES_MAX),
});
export type CountryBody = z.input<typeof countryBody>;

export const country = z.object({ Name: z.string(), States: z.array(z.string()) });
export type Country = z.infer<typeof country>;

export const countryList = z.array(country);
export const countryNames = z.array(z.string());
export const countryParams = z.object({ country: z.string().max(200) });

const countryPath = "/api/v1/countries";
const write = [Permission.GLOBAL];

export const countryCalls = declareCalls("countries", {
  list: { method: "GET", path: countryPath, answer: countryList, refusals: [401] },
  names: { method: "GET", path: `${countryPath}/only`, answer: countryNames, refusals: [401] },
  find: { method: "GET", path: `${countryPath}/:country`, params: countryParams, answer: country },
  create: {
    method: "POST",
    path: countryPath,
    body: countryBody,
    status: 201,
    idempotent: true,
    answer: country,
    permissions: write,
    audit: { entity: "country" },
  },
  update: {
    method: "PUT",
    path: countryPath,
    body: countryBody,
    answer: country,
    permissions: write,
    audit: { entity: "country" },
  },
});
