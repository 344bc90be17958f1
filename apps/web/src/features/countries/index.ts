export { countryKeys, countryNamesQuery, statesQuery } from "./api";
export { CountriesPage, CountryAddPage } from "./countries-page";
