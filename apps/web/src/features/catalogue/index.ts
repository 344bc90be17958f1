export { chargeItemsQuery, taxesQuery, useChargeItems, useTaxes } from "./api";
export { CataloguePage } from "./catalogue-page";
