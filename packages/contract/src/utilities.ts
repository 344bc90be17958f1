import { z } from "zod";
import { declareCalls } from "./call.js";
import { nameText, tagList } from "./common.js";
import { declareRefusals, exists, missing } from "./errors.js";
import { Permission } from "./permissions.js";

/** The amenity list the suite forms offer, created with SPEC's options on the first start. */
export const SUITE_UTILITY_LIST = "extraz";
export const SUITE_UTILITY_DEFAULTS = ["Air Conditioner", "Internet", "water heating"] as const;

export const UtilityMessage = {
  name: "name is required must be 2 characters or more",
  items: "enter at least 1 util item",
  notFound: "utility not found",
  exists: (name: string) => `a utility named ${name} already exists`,
} as const;

export const UtilityRefusal = declareRefusals("utilities", {
  notFound: missing(UtilityMessage.notFound),
  exists: (name: string) => exists(UtilityMessage.exists(name), { name }),
});

/** A utility is identified by its unique Name, as a country is; only its items change. */
export const utilityBody = z.object({
  Name: nameText("name", UtilityMessage.name),
  Items: tagList("item", UtilityMessage.items),
});
export type UtilityBody = z.input<typeof utilityBody>;

export const utility = z.object({ Id: z.string(), Name: z.string(), Items: z.array(z.string()) });
export type Utility = z.infer<typeof utility>;
export const utilityList = z.array(utility);
export const utilityParams = z.object({ id: z.string().max(100) });

const utilityPath = "/api/v1/utilities";
const write = [Permission.GLOBAL];

export const utilityCalls = declareCalls("utilities", {
  list: { method: "GET", path: utilityPath, answer: utilityList, refusals: [401] },
  find: { method: "GET", path: `${utilityPath}/:id`, params: utilityParams, answer: utility },
  create: {
    method: "POST",
    path: utilityPath,
    body: utilityBody,
    status: 201,
    idempotent: true,
    answer: utility,
    permissions: write,
    audit: { entity: "utility" },
  },
  update: {
    method: "PUT",
    path: utilityPath,
    body: utilityBody,
    answer: utility,
    permissions: write,
    audit: { entity: "utility" },
  },
});
