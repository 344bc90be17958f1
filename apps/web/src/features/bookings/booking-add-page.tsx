import { type Booking, blankGuest } from "@concierge/contract";
import { Paper } from "@mantine/core";
import { useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../components/page-header";
import { useT } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { useSession } from "../../lib/session";
import { linkTo } from "../../screens";
import { subjectOf, useAddBooking, useReserve } from "./api";
import { ARRIVAL_TIME, DEPARTURE_TIME } from "./arrival-fields";
import { BookingForm } from "./booking-form";
import type { BookingFormOutput, BookingFormValues } from "./booking-form-values";
import { statusNotice } from "./booking-labels";

const LIST = linkTo("bookings");
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The form's first values. The rack (or the home page) sends a room and nights in the URL:
 * `?branchId=&room=&arrival=YYYY-MM-DD&departure=YYYY-MM-DD`, read on the branch's clock.
 */
function startingValues(params: URLSearchParams, user: { DomainId: string; BranchId: string } | null) {
  const arrival = params.get("arrival");
  const departure = params.get("departure");
  return {
    ...blankGuest(),
    DomainId: user?.DomainId ?? "",
    // SPEC section 2: the domain and the branch start as the signed-in user's.
    BranchId: params.get("branchId") || user?.BranchId || "",
    SuiteCode: params.get("room") ?? "",
    Notes: "",
    Arrival: isDay(arrival) ? "later" : "now",
    ArrivalDay: isDay(arrival) ? arrival : "",
    ArrivalTime: isDay(arrival) ? ARRIVAL_TIME : "",
    CheckoutDay: isDay(departure) ? departure : "",
    CheckoutTime: isDay(departure) ? DEPARTURE_TIME : "",
  } satisfies BookingFormValues;
}

/** Where the user came from inside the console, if anywhere. */
const cameFrom = (back: string | null) =>
  back === linkTo("home") || back?.startsWith(`${linkTo("home")}/`) ? back : undefined;

/** SPEC section 2: a walk-in guest checked in now; beyond it, a reservation for a later arrival. */
export function BookingAddPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const add = useAddBooking();
  const reserve = useReserve();
  const { User } = useSession();
  const t = useT();
  const back = cameFrom(params.get("back"));
  // Once booked: back where the user came from, else the list of the branch booked, the latest
  // booked first so that the new one is on screen, marked (decision 0013).
  const done = (booking: Booking, notice: string) => {
    notifySuccess(notice);
    const shown = new URLSearchParams({ branch: booking.BranchId, sort: "-BookedDate", added: booking.Id });
    navigate(back ?? `${LIST}?${shown}`, { replace: true });
  };
  const submit = ({ CheckinDate, ...body }: BookingFormOutput) => {
    if (CheckinDate === undefined) {
      reserve.reset();
      add.mutate(body, {
        onSuccess: (booking: Booking) => done(booking, statusNotice.checkedIn(subjectOf(booking))),
      });
    } else {
      add.reset();
      reserve.mutate(
        { ...body, CheckinDate },
        { onSuccess: (booking: Booking) => done(booking, statusNotice.reserved(subjectOf(booking))) },
      );
    }
  };
  return (
    <>
      <PageHeader title={t("add.booking")} description={t("bookings.add.description")} />
      <Paper withBorder radius="md" p="xl" maw={820}>
        <BookingForm
          initialValues={startingValues(params, User)}
          withArrival
          submitLabel={t("bookings.add.submit")}
          pending={add.isPending || reserve.isPending}
          error={add.error ?? reserve.error}
          onCancel={() => navigate(back ?? LIST)}
          onSubmit={submit}
        />
      </Paper>
    </>
  );
}
