import { createTheme, type MenuProps, type SelectProps } from "@mantine/core";

// Mantine's defaults with a calm teal; the system font stack, nothing fetched from elsewhere.
// The colours' contrast is raised in readable-colors.ts (given to MantineProvider).
export const theme = createTheme({
  primaryColor: "teal",
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: "md",
  cursorType: "pointer",
  headings: { fontWeight: "650" },
  components: {
    // Mantine's focus placeholder (a tabindex'd div inside role="menu") is not a menu item, which
    // WAI-ARIA forbids; without it the keyboard lands on the first item, as the pattern asks.
    // (Menu.extend would import the menu, and Floating UI, onto the sign-in page: the same, typed.)
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // No label is ever cut ("Check i", "Und"): a button or badge squeezed by its row wraps its words
    // onto a second line, and is never narrower than its longest word (issue 26, point 9).
    Button: {
      styles: {
        // Grown past its height, it centres its content itself: Mantine's inner box is 100% of a
        // fixed height, which an auto height does not give.
        root: {
          height: "auto",
          minHeight: "var(--button-height)",
          minWidth: "min-content",
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
        },
        inner: { flexGrow: 1 },
        label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.25, paddingBlock: 2 },
      },
    },
    Badge: {
      styles: {
        root: { height: "auto", minHeight: "var(--badge-height)", maxWidth: "100%" },
        label: { whiteSpace: "normal", overflowWrap: "anywhere", textAlign: "center" },
      },
    },
    // In a searchable select, what is typed narrows the options and Enter picks the first left.
    Select: { defaultProps: { selectFirstOptionOnChange: true } satisfies Partial<SelectProps> },
  },
});
