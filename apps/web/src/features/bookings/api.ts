import {
  type Booking,
  type BookingCreateBody,
  type BookingPage,
  type BookingUpdateBody,
  PAGE_SIZE,
  SUITE_CODE_CACHE_KEY,
  type SuiteCodes,
} from "@concierge/contract";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { http } from "../../lib/http";

const PATH = "/api/v1/domains/branches/bookings";
const SUITE_CODES = "/api/v1/domains/branches/suites/codes";
const segment = encodeURIComponent;

export const bookingKeys = {
  all: ["bookings"] as const,
  lists: () => [...bookingKeys.all, "list"] as const,
  list: (domainId: string, branchId: string, page: number, inHouse: boolean) =>
    [...bookingKeys.lists(), domainId, branchId, page, inHouse] as const,
  suiteCodes: (domainId: string) => [...bookingKeys.all, "suite-codes", domainId] as const,
};

/** A branch's bookings, newest check-in first; `inHouse` keeps the guests who have not checked out. */
export const bookingsQuery = (domainId: string, branchId: string, page: number, inHouse: boolean) =>
  queryOptions({
    queryKey: bookingKeys.list(domainId, branchId, page, inHouse),
    queryFn: ({ signal }) =>
      http.get<BookingPage>(
        `${PATH}/${segment(domainId)}/${segment(branchId)}/${page}/${PAGE_SIZE}${inHouse ? "?inHouse=true" : ""}`,
        signal,
      ),
    enabled: domainId !== "" && branchId !== "",
    // The page on screen stays while the next one loads, and with it the Count the pager needs.
    placeholderData: keepPreviousData,
  });

export function useBookings(domainId: string, branchId: string, page: number, inHouse: boolean) {
  return useQuery(bookingsQuery(domainId, branchId, page, inHouse));
}

/** SPEC section 2: each domain's categories and codes, kept in session storage under one key. */
type SuiteCodeCache = Record<string, SuiteCodes[]>;

function readSuiteCodeCache(): SuiteCodeCache {
  try {
    return JSON.parse(sessionStorage.getItem(SUITE_CODE_CACHE_KEY) ?? "{}") as SuiteCodeCache;
  } catch {
    return {};
  }
}

async function suiteCodesOf(domainId: string, signal: AbortSignal): Promise<SuiteCodes[]> {
  const cached = readSuiteCodeCache()[domainId];
  if (cached) return cached;
  try {
    const codes = await http.get<SuiteCodes[]>(`${SUITE_CODES}/${segment(domainId)}`, signal);
    sessionStorage.setItem(
      SUITE_CODE_CACHE_KEY,
      JSON.stringify({ ...readSuiteCodeCache(), [domainId]: codes }),
    );
    return codes;
  } catch (error) {
    // SPEC section 8: a failure to load the codes is only logged.
    if (!signal.aborted) console.error("the suite codes could not be loaded", error);
    throw error;
  }
}

/** Read again each time a form opens: a suite write empties the session storage (suites/api.ts). */
export const suiteCodesQuery = (domainId: string) =>
  queryOptions({
    queryKey: bookingKeys.suiteCodes(domainId),
    queryFn: ({ signal }) => suiteCodesOf(domainId, signal),
    enabled: domainId !== "",
    staleTime: 0,
  });

/** A write that refetches every page of the list, also when it is refused (a check-out's 409). */
function useBookingWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.lists() }),
  });
}

export const useAddBooking = () =>
  useBookingWrite((body: BookingCreateBody) => http.post<Booking>(PATH, body));

// SPEC section 4: an update also sends CheckedIn true and CheckedOut false.
export const useUpdateBooking = () =>
  useBookingWrite((body: BookingUpdateBody) =>
    http.put<Booking>(PATH, { ...body, CheckedIn: true, CheckedOut: false }),
  );

export const useCheckOut = () =>
  useBookingWrite((booking: Booking) =>
    http.post<Booking>(`${PATH}/${segment(booking.DomainId)}/${segment(booking.Id)}/checkout`),
  );

export const useCancelBooking = () =>
  useBookingWrite((booking: Booking) =>
    http.delete<void>(`${PATH}/${segment(booking.DomainId)}/${segment(booking.Id)}`),
  );
