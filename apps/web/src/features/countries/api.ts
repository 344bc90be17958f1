import { type Country, type CountryBody, calls } from "@concierge/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { send } from "../../lib/http";
import { useWrite } from "../../lib/use-write";

export const countryKeys = {
  all: ["countries"] as const,
  list: () => [...countryKeys.all, "list"] as const,
  names: () => [...countryKeys.all, "names"] as const,
  states: (country: string) => [...countryKeys.all, "states", country] as const,
};

// SPEC section 9: the list is also kept in session storage under `app_country`, and in local storage
// on these screens. Only a copy: the screens always show the server's answer.
const STORED_LIST_KEY = "app_country";

function keepCopy(countries: Country[]) {
  const text = JSON.stringify(countries);
  try {
    sessionStorage.setItem(STORED_LIST_KEY, text);
    localStorage.setItem(STORED_LIST_KEY, text);
  } catch {
    // Full or disabled storage loses the copy, not the list.
  }
}

export const countriesQuery = queryOptions({
  queryKey: countryKeys.list(),
  queryFn: async ({ signal }) => {
    const countries = await send(calls.countries.list, {}, signal);
    keepCopy(countries);
    return countries;
  },
});

export function useCountries() {
  return useQuery(countriesQuery);
}

/** The names a place (a branch's) can choose from. */
export const countryNamesQuery = queryOptions({
  queryKey: countryKeys.names(),
  queryFn: ({ signal }) => send(calls.countries.names, {}, signal),
});

/** The states of one country, for the select that follows a country select. */
export const statesQuery = (country: string) =>
  queryOptions({
    queryKey: countryKeys.states(country),
    queryFn: async ({ signal }) => (await send(calls.countries.find, { params: { country } }, signal)).States,
    enabled: country !== "",
  });

const useCountryWrite = (write: (body: CountryBody, idempotencyKey: string) => Promise<Country>) =>
  useWrite(write, countryKeys.all);

export const useAddCountry = () =>
  useCountryWrite((body, key) => send(calls.countries.create, { body }, undefined, key));

/** A country is identified by its Name, which the body carries (CONTRACT). */
export const useUpdateCountry = () => useCountryWrite((body) => send(calls.countries.update, { body }));
