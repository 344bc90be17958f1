import { z } from "zod";
import { nameText, tagList } from "./common.js";

export const CountryMessage = {
  name: "name is required must be 2 characters or more",
  states: "enter at least 1 state",
  notFound: "country not found",
  exists: (name: string) => `a country named ${name} already exists`,
} as const;

export const countryBody = z.object({
  Name: nameText("name", CountryMessage.name),
  States: tagList("state", CountryMessage.states),
});
export type CountryBody = z.input<typeof countryBody>;

export const country = z.object({ Name: z.string(), States: z.array(z.string()) });
export type Country = z.infer<typeof country>;

export const countryList = z.array(country);
export const countryNames = z.array(z.string());
export const countryParams = z.object({ country: z.string().max(200) });
