import { type Booking, calls, type GuestProfile, type Suite, type User } from "@concierge/contract";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useCan } from "../../lib/access";
import { send } from "../../lib/http";
import { localeOf, type Translate, useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { linkTo, linkToRecord } from "../../screens";
import { bookingStatus, stayWords } from "../bookings";

/** How many of each kind of record the palette shows. */
const FOUND_MAX = 5;
/** Fewer letters than this would find half the hotel. */
const QUERY_MIN = 2;

export interface FoundRecord {
  id: string;
  kind: "Profile" | "Guest" | "User" | "Room";
  label: string;
  description: string;
  to: string;
}

const firstPage = { page: 1, pageSize: FOUND_MAX };

const guestOf = (booking: Booking, t: Translate): FoundRecord => ({
  id: `guest ${booking.Id}`,
  kind: "Guest",
  label: `${booking.FirstName} ${booking.LastName}`,
  description: `${t("palette.room", { code: booking.SuiteCode })} · ${bookingStatus(booking).label}`,
  to: linkTo("bookings", { q: `${booking.FirstName} ${booking.LastName}`, details: booking.Id }),
});

const profileOf = (guest: GuestProfile, t: Translate): FoundRecord => ({
  id: `profile ${guest.Id}`,
  kind: "Profile",
  label: `${guest.FirstName} ${guest.LastName}`,
  description: stayWords(guest, t, localeOf()),
  to: linkToRecord("guest", { guestId: guest.Id }),
});

const userOf = (user: User): FoundRecord => ({
  id: `user ${user.Id}`,
  kind: "User",
  label: user.Username,
  description: user.Email,
  to: linkTo("users", { q: user.Username }),
});

/** A suite is found by its category too: then all its rooms are, else the rooms whose code matched. */
const roomsOf = (suite: Suite, query: string, t: Translate): FoundRecord[] => {
  const holds = (text: string) => text.toLowerCase().includes(query.toLowerCase());
  const codes = holds(suite.Category) ? suite.Codes : suite.Codes.filter(holds);
  return codes.map((code) => ({
    id: `room ${suite.Id} ${code}`,
    kind: "Room",
    label: t("palette.room", { code }),
    description: suite.Category,
    to: linkTo("suites", { q: code }),
  }));
};

/**
 * The guests' profiles, the guests (bookings of the user's branch), users and rooms whose names hold `query`, each found by its
 * list's own search, asked for once typing pauses and only of the lists the user may read.
 */
export function useFoundRecords(query: string): { records: FoundRecord[]; searching: boolean } {
  const { User } = useSession();
  const t = useT();
  const [typed] = useDebouncedValue(query.trim(), 250);
  const can = useCan();
  const domainId = User?.DomainId ?? "";
  const branchId = User?.BranchId ?? "";
  const asked = typed.length >= QUERY_MIN && domainId !== "";
  const q = { q: typed };

  const guests = useQuery({
    queryKey: ["palette", "guests", domainId, branchId, typed],
    queryFn: ({ signal }) =>
      send(calls.bookings.list, { params: { domainId, branchId, ...firstPage }, query: q }, signal),
    enabled: asked && branchId !== "" && can(calls.bookings.list),
  });
  const profiles = useQuery({
    queryKey: ["palette", "profiles", domainId, typed],
    queryFn: ({ signal }) =>
      send(calls.guests.list, { params: { domainId, ...firstPage }, query: q }, signal),
    enabled: asked && can(calls.guests.list),
  });
  const users = useQuery({
    queryKey: ["palette", "users", domainId, typed],
    queryFn: ({ signal }) => send(calls.users.list, { params: { domainId, ...firstPage }, query: q }, signal),
    enabled: asked && can(calls.users.list),
  });
  const suites = useQuery({
    queryKey: ["palette", "suites", domainId, typed],
    queryFn: ({ signal }) =>
      send(calls.suites.list, { params: { domainId, ...firstPage }, query: q }, signal),
    enabled: asked && can(calls.suites.list),
  });

  if (!asked) return { records: [], searching: false };
  return {
    records: [
      ...(profiles.data?.Guests ?? []).map((guest) => profileOf(guest, t)),
      ...(guests.data?.Bookings ?? []).map((booking) => guestOf(booking, t)),
      ...(users.data?.Users ?? []).map(userOf),
      ...(suites.data?.Suites ?? []).flatMap((suite) => roomsOf(suite, typed, t)).slice(0, FOUND_MAX),
    ],
    searching:
      query.trim() !== typed ||
      profiles.isFetching ||
      guests.isFetching ||
      users.isFetching ||
      suites.isFetching,
  };
}
