export { countryKeys, countryNamesQuery, statesQuery } from "./api";
export { CountriesPage } from "./countries-page";
export { CountryAddPage } from "./country-add-page";
