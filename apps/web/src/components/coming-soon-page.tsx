import { Paper } from "@mantine/core";
import { IconHourglassEmpty } from "@tabler/icons-react";
import { EmptyState } from "./empty-state";
import { PageHeader } from "./page-header";

/** Every screen of a later release, until it arrives. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder radius="md">
        <EmptyState
          title="Coming in a later release"
          description="This screen arrives in a later release of Concierge."
          icon={<IconHourglassEmpty size={28} stroke={1.5} />}
        />
      </Paper>
    </>
  );
}
