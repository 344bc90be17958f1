import { ErrorCode, folioCalls, Permission, REASON_MAX } from "@concierge/contract";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconCash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FormFailure } from "../../components/form-failure";
import { LimitedTextInput } from "../../components/limited-input";
import { useCan } from "../../lib/access";
import { ApiError } from "../../lib/http";
import { useT } from "../../lib/i18n";
import { bookingFoliosQuery, FolioLink, PaymentDialog, type PaymentSubject } from "../folios";
import { type BookingSubject, useCheckOutOwing } from "./api";

/** Whether a check-out was refused for the money still due on the booking's folios. */
export const isBalanceDue = (error: Error | null): error is ApiError =>
  error instanceof ApiError && error.code === ErrorCode.balanceDue;

const owing = { permissions: [Permission.CHECKOUT_WITH_BALANCE] };

interface BalanceDueProps {
  booking: BookingSubject;
  /** The refusal: what is due, in words, and its amount. */
  refusal: ApiError;
  /** The check-out asked again (once the payment is taken). */
  retry: () => void;
  /** Checked out anyway: the dialog says so and closes. */
  done: () => void;
}

/**
 * A check-out refused while money is due: "Take payment" into folio 1 (the check-out is then asked
 * again) or, for those allowed, "Check out anyway" with the reason the audit trail keeps.
 */
export function BookingBalanceDue({ booking, refusal, retry, done }: BalanceDueProps) {
  const t = useT();
  const can = useCan();
  const folios = useQuery(bookingFoliosQuery(booking.DomainId, booking.Id));
  const owingCheckOut = useCheckOutOwing();
  const [paying, setPaying] = useState<PaymentSubject>();
  const [reason, setReason] = useState("");
  const first = folios.data?.Folios[0];
  const due = typeof refusal.values.due === "number" ? refusal.values.due : (first?.Balance ?? 0);
  // More paid than charged: the guest is owed it, refunded on the folio, not taken.
  const owed = typeof refusal.values.credit === "number";
  return (
    <Stack gap="sm">
      <Alert
        color="orange"
        variant="light"
        icon={<IconCash size={18} />}
        title={t("bookings.checkOut.balanceDue")}
      >
        <Text fz="xl" fw={700}>
          {refusal.message}
        </Text>
      </Alert>
      {owed && (
        <Group justify="flex-end">
          <FolioLink bookingId={booking.Id} />
        </Group>
      )}
      {!owed && can(folioCalls.payment) && (
        <Group justify="flex-end">
          <Button
            leftSection={<IconCash size={16} />}
            disabled={!first}
            loading={folios.isPending}
            onClick={() =>
              first && setPaying({ Id: first.Id, DomainId: booking.DomainId, Currency: first.Currency, due })
            }
          >
            {t("bookings.checkOut.takePayment")}
          </Button>
        </Group>
      )}
      {can(owing) && (
        <Stack gap="xs">
          <LimitedTextInput
            label={t("bookings.checkOut.reason")}
            limit={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <FormFailure error={owingCheckOut.error} />
          <Group justify="flex-end">
            <Button
              color="red"
              variant="light"
              disabled={reason.trim() === ""}
              loading={owingCheckOut.isPending}
              onClick={() => owingCheckOut.mutate({ booking, reason: reason.trim() }, { onSuccess: done })}
            >
              {t("bookings.checkOut.anyway")}
            </Button>
          </Group>
        </Stack>
      )}
      <PaymentDialog folio={paying} onClose={() => setPaying(undefined)} onPaid={retry} />
    </Stack>
  );
}
