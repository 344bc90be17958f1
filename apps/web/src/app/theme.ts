import { createTheme } from "@mantine/core";

// Mantine's defaults with a calm teal; the system font stack, nothing fetched from elsewhere.
export const theme = createTheme({
  primaryColor: "teal",
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: "md",
  cursorType: "pointer",
  headings: { fontWeight: "650" },
});
