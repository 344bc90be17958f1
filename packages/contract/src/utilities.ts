import { z } from "zod";
import { nameText, tagList } from "./common.js";

/** The amenity list the suite forms offer, created with SPEC's options on the first start. */
export const SUITE_UTILITY_LIST = "extraz";
export const SUITE_UTILITY_DEFAULTS = ["Air Conditioner", "Internet", "water heating"] as const;

export const UtilityMessage = {
  name: "name is required must be 2 characters or more",
  items: "enter at least 1 util item",
  notFound: "utility not found",
  exists: (name: string) => `a utility named ${name} already exists`,
} as const;

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
