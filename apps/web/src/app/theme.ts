import { createTheme } from "@mantine/core";

// Mantine's defaults with a calm teal; the system font stack, nothing fetched from elsewhere.
// The colours' contrast is raised in readable-colors.ts (given to MantineProvider).
export const theme = createTheme({
  primaryColor: "teal",
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: "md",
  cursorType: "pointer",
  headings: { fontWeight: "650" },
});
