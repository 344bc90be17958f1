import { useEffect } from "react";
// The signed-in screens' English texts, before any of them draws.
import "../lib/i18n/english-source";
import { AdminShell } from "../components/admin-shell";
import { LogoutButton } from "../features/auth";
import { BusinessDayChip } from "../features/business-day";
import { LiveIndicator, useLiveStream } from "../features/live";
import { PaletteLauncher } from "../features/palette";
import { preloadNotices } from "../lib/notify";
import { navigation } from "./navigation";

/** The signed-in console's frame: loaded after sign-in, the sign-in screen does not carry it. */
export function AdminLayout() {
  // Signed in, the notices' display is fetched ahead: a first notice while offline still shows.
  useEffect(preloadNotices, []);
  useLiveStream();
  return (
    <AdminShell
      navigation={navigation}
      status={
        <>
          <LiveIndicator />
          <BusinessDayChip />
        </>
      }
      actions={
        <>
          <PaletteLauncher navigation={navigation} />
          <LogoutButton />
        </>
      }
    />
  );
}
