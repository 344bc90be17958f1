import { useMantineTheme } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";

/**
 * True on a phone's width (below the theme's `sm`, where the navigation hides behind the burger):
 * lists become cards and toasts move to the bottom. Read at the first render, not after it, so a
 * phone never paints the wide table first.
 */
export function useNarrow(): boolean {
  const { breakpoints } = useMantineTheme();
  return useMediaQuery(`(max-width: calc(${breakpoints.sm} - 0.0625em))`, undefined, {
    getInitialValueInEffect: false,
  });
}
