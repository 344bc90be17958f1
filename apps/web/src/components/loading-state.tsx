import { Center, Loader } from "@mantine/core";
import { useT } from "../lib/i18n";

/** The one spinner: lists while they load, pages while they wait for data. */
export function LoadingState() {
  const t = useT();
  return (
    <Center py={48} role="status" aria-label={t("state.loading")}>
      <Loader />
    </Center>
  );
}
