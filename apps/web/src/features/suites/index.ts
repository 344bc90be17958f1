export { suiteCodesQuery, suiteKeys } from "./api";
export { SuiteAddPage } from "./suite-add-page";
export { SuitesPage } from "./suites-page";
