import { auditCalls } from "./audit.js";
import { authCalls } from "./auth.js";
import { bookingCalls } from "./bookings.js";
import { branchCalls } from "./branches.js";
import { dayCalls } from "./business-day.js";
import type { Call } from "./call.js";
import { catalogueCalls } from "./charge-items.js";
import { countryCalls } from "./countries.js";
import { dashboardCalls } from "./dashboard.js";
import { domainCalls } from "./domains.js";
import { cashierCalls, folioCalls, invoiceCalls } from "./folios.js";
import { guestErasureCalls } from "./guest-erasure.js";
import { guestMergeCalls } from "./guest-merges.js";
import { guestCalls } from "./guest-profiles.js";
import { healthCalls } from "./health.js";
import { imageCalls } from "./images.js";
import { liveCalls } from "./live.js";
import { offerCalls } from "./offers.js";
import { preferenceCalls } from "./preferences.js";
import { rateCalls } from "./rates.js";
import { roleCalls } from "./roles.js";
import { roomCalls } from "./rooms.js";
import { scanCalls } from "./scans.js";
import { suiteCalls } from "./suites.js";
import { userCalls } from "./users.js";
import { utilityCalls } from "./utilities.js";

/** Every call of the API, by feature: what the server registers and what the route tests walk. */
export const calls = {
  auth: authCalls,
  health: healthCalls,
  countries: countryCalls,
  utilities: utilityCalls,
  domains: domainCalls,
  branches: branchCalls,
  roles: roleCalls,
  users: userCalls,
  suites: suiteCalls,
  rates: rateCalls,
  catalogue: catalogueCalls,
  images: imageCalls,
  bookings: bookingCalls,
  guests: guestCalls,
  scans: scanCalls,
  rooms: roomCalls,
  offers: offerCalls,
  dashboard: dashboardCalls,
  audit: auditCalls,
  preferences: preferenceCalls,
  guestMerges: guestMergeCalls,
  guestErasure: guestErasureCalls,
  cashier: cashierCalls,
  folios: folioCalls,
  invoices: invoiceCalls,
  day: dayCalls,
  live: liveCalls,
} as const;

export const allCalls: Call[] = Object.values(calls).flatMap((feature) => Object.values(feature));
