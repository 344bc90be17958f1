import { Notifications } from "@mantine/notifications";

// Its own module so that lib/notify.tsx can load it apart: a dynamic import of the package itself
// would put the whole package on the sign-in page.
/** Where the notices show: at the bottom; on a phone, across its width. */
export function NoticeDisplay({ narrow }: { narrow: boolean }) {
  return <Notifications position={narrow ? "bottom-center" : "bottom-right"} autoClose={5000} />;
}
