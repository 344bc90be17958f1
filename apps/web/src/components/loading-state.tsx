import { Center, Loader } from "@mantine/core";

/** The one spinner: lists while they load, pages while they wait for data. */
export function LoadingState() {
  return (
    <Center py={48} role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
