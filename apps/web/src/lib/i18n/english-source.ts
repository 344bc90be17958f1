import { type Catalogue, en } from "./messages/en";
import { businessDay } from "./messages/en/business-day";
import { cashier } from "./messages/en/cashier";
import { contractEnglish, contractWords } from "./messages/en/contract";
import { dayReports } from "./messages/en/day-reports";
import { folios } from "./messages/en/folios";
import { frontDesk } from "./messages/en/front-desk";
import { guestMerges } from "./messages/en/guest-merges";
import { inventory } from "./messages/en/inventory";
import { operations } from "./messages/en/operations";
import { rates } from "./messages/en/rates";
import { staff } from "./messages/en/staff";
import { languageStore } from "./store";

// Imported by the signed-in frame (app/admin-layout.tsx) and by the code that sends calls or checks
// forms (contract-text.ts): the sign-in page's first load carries the texts of its own pages alone.

/** The whole English source: the signed-out pages', the signed-in screens' and the contract's, worded. */
export const englishSource = {
  ...en,
  ...frontDesk,
  ...operations,
  ...staff,
  ...inventory,
  ...guestMerges,
  ...rates,
  ...cashier,
  ...businessDay,
  ...folios,
  ...dayReports,
  ...contractEnglish,
  ...contractWords,
} satisfies Catalogue;
languageStore.completeEnglish(englishSource);
