import { type Booking, calls } from "@concierge/contract";
import { Anchor } from "@mantine/core";
import { IconAddressBook } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useCan } from "../../lib/access";
import { useT } from "../../lib/i18n";
import { linkToRecord } from "../../screens";
import { bookingQuery } from "./api";

interface GuestProfileLinkProps {
  /** The booking; the rack's stays carry no ProfileId, which is then read with the booking. */
  booking: Pick<Booking, "DomainId" | "Id"> & { ProfileId?: string | null };
}

/** "Guest profile": the way from a booking to its guest's profile, for those who may open it. */
export function GuestProfileLink({ booking }: GuestProfileLinkProps) {
  const t = useT();
  const allowed = useCan()(calls.guests.read);
  const read = useQuery({
    ...bookingQuery(booking.DomainId, booking.Id),
    enabled: allowed && booking.ProfileId === undefined,
  });
  const profileId = booking.ProfileId === undefined ? read.data?.ProfileId : booking.ProfileId;
  if (!allowed || !profileId) return null;
  return (
    <Anchor component={Link} to={linkToRecord("guest", { guestId: profileId })} size="sm">
      <IconAddressBook size={16} style={{ verticalAlign: "text-bottom", marginInlineEnd: 4 }} />
      {t("guests.openProfile")}
    </Anchor>
  );
}
