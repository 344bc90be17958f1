import { DirectionProvider, MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { NoticeArea } from "../lib/notify";
import { queryClient } from "../lib/query-client";
import { lastSchemeManager } from "../lib/theme-preference";
import { readableColors } from "./readable-colors";
import { theme } from "./theme";

export function Providers({ children }: { children: ReactNode }) {
  // The direction follows <html dir>, which the language sets (right to left for Arabic).
  return (
    <DirectionProvider>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={readableColors}
        defaultColorScheme="auto"
        colorSchemeManager={lastSchemeManager}
      >
        <NoticeArea />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
