export { utilitiesQuery, utilityKeys } from "./api";
export { UtilitiesPage } from "./utilities-page";
export { UtilityAddPage } from "./utility-add-page";
