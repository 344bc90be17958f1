import { isPlainScreen, linkTo, linkToRecord, screenNames, screens } from "../../apps/web/src/screens.js";
import type { furnishedDomain } from "./furnished-domain.js";

export type FurnishedDomain = Awaited<ReturnType<typeof furnishedDomain>>;

/**
 * Every signed-in screen of the console, for the walks that visit them all: the console's screens
 * table (apps/web/src/screens.ts) but home, which each walk visits its own way, as `pages`; the
 * dialogs a list opens from its address as `dialogs`; one record's screens show the furnished
 * booking's guest and its folio.
 */
export function consoleScreens(domain: FurnishedDomain): { pages: string[]; dialogs: string[] } {
  const { admin } = domain;
  const pages = screenNames
    .filter(isPlainScreen)
    .filter((name) => !screens[name].signedOut && name !== "home")
    .map((name) => linkTo(name))
    .concat(
      linkToRecord("guest", { guestId: domain.guest }),
      linkToRecord("folio", { bookingId: domain.booking }),
    );
  const dialogs = [
    linkTo("users", { details: admin.userId }),
    linkTo("users", { edit: admin.userId }),
    linkTo("roles", { details: admin.roleId }),
    linkTo("roles", { edit: admin.roleId }),
    linkTo("branches", { details: admin.branchId }),
    linkTo("branches", { edit: admin.branchId }),
    linkTo("domains", { details: admin.domainId }),
    linkTo("domains", { edit: admin.domainId }),
    linkTo("suites", { details: domain.suite }),
    linkTo("suites", { edit: domain.suite }),
    linkTo("bookings", { details: domain.booking }),
    linkTo("bookings", { edit: domain.booking }),
    linkTo("rack", { stay: domain.booking }),
    linkToRecord("guest", { guestId: domain.guest }, { details: domain.booking }),
    linkTo("countries", { edit: domain.country }),
    linkTo("utilities", { edit: domain.utility }),
  ];
  return { pages, dialogs };
}
