import type { Country, CountryBody } from "@concierge/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { http } from "../../lib/http";

const PATH = "/api/v1/countries";

export const countryKeys = {
  all: ["countries"] as const,
  list: () => [...countryKeys.all, "list"] as const,
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
    const countries = await http.get<Country[]>(PATH, signal);
    keepCopy(countries);
    return countries;
  },
});

export function useCountries() {
  return useQuery(countriesQuery);
}

/** A write that refetches the list before it reports success. */
function useCountryWrite(send: (body: CountryBody) => Promise<Country>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: countriesQuery.queryKey }),
  });
}

export const useAddCountry = () => useCountryWrite((body) => http.post<Country>(PATH, body));

/** A country is identified by its Name, which the body carries (CONTRACT). */
export const useUpdateCountry = () => useCountryWrite((body) => http.put<Country>(PATH, body));
