import { folioCalls } from "@concierge/contract";
import { Anchor } from "@mantine/core";
import { IconReceipt } from "@tabler/icons-react";
import { Link } from "react-router";
import { useCan } from "../../lib/access";
import { useT } from "../../lib/i18n";
import { linkToRecord } from "../../screens";

/** "Folio": the way from a booking (its details, the rack's stay) to its bills, for those who may read them. */
export function FolioLink({ bookingId }: { bookingId: string }) {
  const t = useT();
  if (!useCan()(folioCalls.bookingFolios)) return null;
  return (
    <Anchor component={Link} to={linkToRecord("folio", { bookingId })} size="sm">
      <IconReceipt size={16} style={{ verticalAlign: "text-bottom", marginInlineEnd: 4 }} />
      {t("folios.open")}
    </Anchor>
  );
}
