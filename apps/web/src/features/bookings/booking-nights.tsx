import type { Booking } from "@concierge/contract";
import { Group, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Money } from "../../components/money";
import { localeOf } from "../../lib/i18n";
import { ratePlansQuery } from "./api";
import { nightWords } from "./offer-words";

/** The plan a booking was sold at (archived ones too), by its name and code (its id until read). */
export function RatePlanName({
  booking,
}: {
  booking: Pick<Booking, "DomainId" | "BranchId" | "RatePlanId">;
}) {
  const plans = useQuery(ratePlansQuery(booking.DomainId, booking.BranchId));
  const plan = plans.data?.RatePlans.find((one) => one.Id === booking.RatePlanId);
  return <>{plan ? `${plan.Name} (${plan.Code})` : booking.RatePlanId}</>;
}

/** Each night of a booking at the price fixed when it was booked. */
export function BookingNights({ nights }: { nights: Booking["Nights"] }) {
  return (
    <Table withRowBorders={false} verticalSpacing={0} horizontalSpacing={0} w="auto">
      <Table.Tbody>
        {nights.map((night) => (
          <Table.Tr key={night.Night}>
            <Table.Td pe="md">
              <Text size="sm">{nightWords(night.Night, localeOf())}</Text>
            </Table.Td>
            <Table.Td>
              <Group justify="flex-end">
                <Money amount={night.Price} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
