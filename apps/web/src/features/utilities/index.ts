export { utilitiesQuery, utilityKeys } from "./api";
export { UtilitiesPage, UtilityAddPage } from "./utilities-page";
