import type { MessageKey } from "../../lib/i18n";

/** The key that Ctrl is on a Mac. */
export const modKey = /Mac|iPhone|iPad/.test(navigator.platform) ? "⌘" : "Ctrl";

/**
 * Every keyboard shortcut of the console, as the help dialog (?) lists it: each is one or more
 * alternatives, each alternative the keys pressed together.
 */
export const shortcuts: { keys: string[][]; does: MessageKey }[] = [
  {
    keys: [[modKey, "K"]],
    does: "shortcuts.palette",
  },
  { keys: [["?"]], does: "shortcuts.help" },
  { keys: [["/"]], does: "shortcuts.search" },
  { keys: [["↑"], ["↓"], ["Enter"]], does: "shortcuts.choose" },
  { keys: [["Esc"]], does: "shortcuts.escape" },
];
