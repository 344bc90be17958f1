import { Paper } from "@mantine/core";
import { useNavigate } from "react-router";
import { PageHeader } from "../../components/page-header";
import { notifySuccess } from "../../lib/notify";
import { useSession } from "../../lib/session";
import { useAddBooking } from "./api";
import { BookingForm } from "./booking-form";
import { bookingName } from "./booking-labels";

const LIST = "/admin/bookings";

/** SPEC section 2: a walk-in guest checked in now, until the chosen checkout. */
export function BookingAddPage() {
  const navigate = useNavigate();
  const add = useAddBooking();
  // SPEC section 2: the domain and the branch start as the signed-in user's.
  const { User } = useSession();
  return (
    <>
      <PageHeader title="Add booking" description="Check a walk-in guest in to one of the branch's rooms." />
      <Paper withBorder radius="md" p="xl" maw={820}>
        <BookingForm
          initialValues={{
            Title: "",
            DomainId: User?.DomainId ?? "",
            FirstName: "",
            LastName: "",
            OtherName: "",
            Phone: "",
            Email: "",
            BranchId: User?.BranchId ?? "",
            SuiteCode: "",
            GuestId: "",
            GuestIdType: "",
            GuestIdUrl: "",
            CheckoutDay: "",
            CheckoutTime: "",
            AdditionalGuests: [],
          }}
          submitLabel="add booking"
          pending={add.isPending}
          error={add.error}
          onCancel={() => navigate(LIST)}
          onSubmit={(values) =>
            add.mutate(values, {
              onSuccess: (booking) => {
                notifySuccess(`${bookingName(booking)} checked in`);
                navigate(LIST, { replace: true });
              },
            })
          }
        />
      </Paper>
    </>
  );
}
